import { getLocale, getTranslations } from 'next-intl/server';
import Image from 'next/image';
import type { ComponentProps, ReactNode } from 'react';
import { CtaBand } from '@/components/marketing/cta-band';
import { Faq } from '@/components/marketing/faq';
import { Hero } from '@/components/marketing/hero';
import { Steps } from '@/components/marketing/steps';
import { SessionSwitch } from '@/components/session/signed-in';
import { buttonClasses } from '@/components/ui/button';
import { PageLinkButton } from '@/components/ui/page-link';
import { cn } from '@/components/ui/cn';
import { toolByKey, type ToolKey } from '@/lib/catalogue/tools';
import { localizedPath, type Locale } from '@/lib/i18n/locales';

/** The questions a tool page may have in its messages; a page shows those it has. */
export const LANDING_FAQ_KEYS = ['q1', 'q2', 'q3', 'q4', 'q5', 'q6'] as const;

type ToolLandingFrameProps = {
  toolKey: ToolKey;
  /** The visitor's first button, to the try-it panel (#try) that `children` holds. */
  tryNowLabel: string;
  art: ReactNode;
  faq: { title: string; items: { question: string; answer: string }[] };
  /** The page's own sections between the hero and the how-to: the try-it panel and the examples. */
  children: ReactNode;
};

/**
 * The frame of a tool's public page with a free try: the hero with its way in (try it or log in;
 * the tool itself once signed in), then the page's sections, the how-to, the FAQ and the sign-up band.
 */
export async function ToolLandingFrame({ toolKey, tryNowLabel, art, faq, children }: ToolLandingFrameProps) {
  const t = await getTranslations(`tools.${toolKey}`);
  const common = await getTranslations('tools.common');
  const locale = (await getLocale()) as Locale;
  const tool = toolByKey(toolKey);

  const openTool = (variant?: 'onBrand') => (
    <PageLinkButton href={tool.dashboard} size="lg" variant={variant}>
      {common('openTool')}
    </PageLinkButton>
  );
  const visitorActions = (
    <>
      <a href="#try" className={buttonClasses('primary', 'lg')}>
        {tryNowLabel}
      </a>
      <PageLinkButton href={`/login?from=${encodeURIComponent(localizedPath(locale, tool.dashboard))}`} variant="secondary" size="lg">
        {common('logIn')}
      </PageLinkButton>
    </>
  );

  return (
    <>
      <Hero
        eyebrow={t('eyebrow')}
        title={t('title')}
        lead={t('lead')}
        actions={<SessionSwitch signedIn={openTool()} visitor={visitorActions} />}
        note={<SessionSwitch signedIn={null} visitor={common('freeNote')} />}
        art={art}
      />
      {children}
      <Steps title={common('howItWorks')} steps={(['step1', 'step2', 'step3'] as const).map((k) => ({ title: t(`${k}Title`), body: t(`${k}Body`) }))} />
      <Faq title={faq.title} items={faq.items} />
      <CtaBand
        title={common('ctaTitle')}
        body={common('ctaBody')}
        actions={
          <SessionSwitch
            signedIn={openTool('onBrand')}
            visitor={
              <PageLinkButton href="/register" size="lg" variant="onBrand">
                {common('signUp')}
              </PageLinkButton>
            }
          />
        }
      />
    </>
  );
}

type ArtImage = { src: ComponentProps<typeof Image>['src']; alt: string; width: number; height: number; className: string };

/**
 * The hero art of a tool page: two real pages on top of each other, tilted apart. The files in
 * public/examples are already 560–640 px WebP, about the size they show at on a phone, so they are
 * served as they are (`unoptimized`): the image optimizer's first answer for each width took up to 3 s
 * on a busy server, and it is the page's LCP. Only the photo behind, painted first and as large, is
 * fetched with high priority (Next 16's `priority` preloads it but no longer raises its priority; the
 * trace showed both pictures at Low); the page in front loads eagerly beside it.
 */
export function TiltedPair({ back, front }: { back: ArtImage; front: ArtImage }) {
  return (
    <div className="relative mx-auto aspect-[4/5] w-full max-w-sm">
      <Image
        src={back.src}
        alt={back.alt}
        width={back.width}
        height={back.height}
        priority
        fetchPriority="high"
        unoptimized
        className={cn('absolute top-0 left-0 -rotate-3 rounded-card border-4 border-white shadow-lift', back.className)}
      />
      <Image
        src={front.src}
        alt={front.alt}
        width={front.width}
        height={front.height}
        loading="eager"
        unoptimized
        className={cn('absolute right-0 rotate-2 rounded-card border-4 border-white bg-white shadow-lift', front.className)}
      />
    </div>
  );
}
