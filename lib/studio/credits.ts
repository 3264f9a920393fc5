// Licence credits that must appear wherever studio output is shown: on the page UI and in the PDF. Their
// wording lives in the message files (`studio.credits`), so a printed page credits in the reader's language.
// Fluent Emoji Flat (Microsoft, MIT), once the other drawn source (no motif comes from it now), asks for no credit
// on pages drawn from it: its notice travels with any data derived from it (lib/studio/data/FLUENT-EMOJI-LICENSE.txt).
import type { Locale } from '@/lib/i18n/locales';
import { plainMessage } from '@/lib/i18n/message-files';

/** The OpenMoji credit (CC BY-SA 4.0 asks for it on every page drawn from its art) in `locale`. */
export function openMojiCredit(locale: Locale): Promise<string> {
  return plainMessage(locale, 'studio.credits.openmoji');
}

/** The credit of the lettering fonts (SIL Open Font License) in `locale`, for pages that set text. */
export function fontCredit(locale: Locale): Promise<string> {
  return plainMessage(locale, 'studio.credits.fonts');
}
