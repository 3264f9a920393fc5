import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { LANDING_FAQ_KEYS, TiltedPair, ToolLandingFrame } from '@/components/marketing/tool-landing-frame';
import { Container } from '@/components/ui/container';
import type { ToolKey } from '@/lib/catalogue/tools';
import type { Example } from './examples';
import { ExamplesSection } from './examples-section';
import { ClientMessages } from '@/components/providers/client-messages';

type LandingKey = Extract<ToolKey, 'photoToColoringPage' | 'photoToLineArt' | 'photoToLineDrawing' | 'colorizeDrawing'>;
type ToolLandingPageProps = { toolKey: LandingKey; examples: Example[]; tryPanel: ReactNode };

/**
 * The public page of a tool of this issue: what it does with a real example, a try-it panel that
 * runs on the visitor's device, real before/after examples, the how-to, the FAQ and the way in.
 */
export async function ToolLandingPage({ toolKey, examples, tryPanel }: ToolLandingPageProps) {
  const faq = await getTranslations(`converter.faq.${toolKey}`);
  const labels = await getTranslations('landingExamples');
  const [hero] = examples;
  const after = labels(`after.${toolKey}`);

  const subject = labels(`subjects.${hero.id}`);
  const art = (
    <TiltedPair
      back={{ src: hero.photo, alt: labels('photoAlt', { subject }), width: 640, height: 453, className: 'w-3/4' }}
      front={{ src: hero.page, alt: labels('pageAlt', { subject }), width: 640, height: 453, className: 'bottom-4 w-3/4' }}
    />
  );
  const faqItems = LANDING_FAQ_KEYS.filter((k) => faq.has(`${k}.question`)).map((k) => ({ question: faq(`${k}.question`), answer: faq(`${k}.answer`) }));

  return (
    <ToolLandingFrame toolKey={toolKey} tryNowLabel={labels('tryNow')} art={art} faq={{ title: faq('title'), items: faqItems }}>
      <section id="try" className="scroll-mt-20 py-12">
        <Container>
          <ClientMessages scope={toolKey === 'colorizeDrawing' ? 'colorizeTool' : 'photoTool'}>{tryPanel}</ClientMessages>
        </Container>
      </section>
      <ExamplesSection examples={examples} afterLabel={after} />
    </ToolLandingFrame>
  );
}
