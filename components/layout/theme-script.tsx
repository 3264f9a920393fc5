import { themeInitScript } from '@/lib/theme/theme';

/** Applies the stored colour theme before first paint (the script itself lives beside the theme helper). */
export function ThemeScript() {
  return <script dangerouslySetInnerHTML={{ __html: themeInitScript }} />;
}
