'use client';

import { useTranslations } from 'next-intl';
import { DEFAULT_MIN_PASSWORD_LENGTH, passwordStrength, type PasswordChecks } from '@/lib/format/password-strength';

const checkOrder: (keyof PasswordChecks)[] = ['length', 'lowercase', 'uppercase', 'number', 'special'];
const barColour = ['bg-red-500', 'bg-red-500', 'bg-orange-500', 'bg-amber-400', 'bg-lime-500', 'bg-emerald-500'];

/** The password meter of the sign-up, reset and change forms: five checks, strength = checks passed, and the server's rule. */
export function PasswordStrength({ password, minLength = DEFAULT_MIN_PASSWORD_LENGTH }: { password: string; minLength?: number }) {
  const t = useTranslations('passwordStrength');
  const { checks, strength, max } = passwordStrength(password, minLength);
  const level = t('level', { strength });

  return (
    <div className="mt-2 space-y-2">
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label={t('label')}
          aria-valuemin={0}
          aria-valuemax={max}
          aria-valuenow={strength}
          aria-valuetext={level}
          className="flex flex-1 gap-1"
        >
          {Array.from({ length: max }, (_, i) => (
            <span key={i} className={`h-1.5 flex-1 rounded-full ${i < strength ? barColour[strength] : 'bg-gray-200 dark:bg-gray-700'}`} />
          ))}
        </div>
        {password && <span className="min-w-16 text-right text-xs font-medium text-gray-600 dark:text-gray-300">{level}</span>}
      </div>
      <p className="text-xs text-gray-500 dark:text-gray-400">{t('requirements')}</p>
      <ul className="grid grid-cols-1 gap-x-4 gap-y-1 text-xs sm:grid-cols-2">
        {checkOrder.map((key) => (
          <li key={key} data-passed={checks[key]} className={checks[key] ? 'text-emerald-700 dark:text-emerald-400' : 'text-gray-500 dark:text-gray-400'}>
            <span aria-hidden="true" className="mr-1.5 inline-block w-3">
              {checks[key] ? '✓' : '○'}
            </span>
            {key === 'length' ? t('length', { min: minLength }) : t(key)}
          </li>
        ))}
      </ul>
      {/* The rule the server applies (common lists, patterns, the owner's address and name). */}
      <p className="text-xs text-gray-500 dark:text-gray-400">{t('rule')}</p>
    </div>
  );
}
