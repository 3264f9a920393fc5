import type { ComponentProps } from 'react';
import { Link } from '@/lib/i18n/navigation';
import { buttonClasses, type ButtonSize, type ButtonVariant } from './button';

type LinkButtonProps = ComponentProps<typeof Link> & { variant?: ButtonVariant; size?: ButtonSize };

/** A localized link styled as a button. */
export function LinkButton({ variant, size, className, ...rest }: LinkButtonProps) {
  return <Link className={buttonClasses(variant, size, className)} {...rest} />;
}
