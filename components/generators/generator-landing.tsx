import { getTranslations } from 'next-intl/server';
import Image from 'next/image';
import { LANDING_FAQ_KEYS, TiltedPair, ToolLandingFrame } from '@/components/marketing/tool-landing-frame';
import { SessionSwitch } from '@/components/session/signed-in';
import { Container } from '@/components/ui/container';
import { toolByKey } from '@/lib/catalogue/tools';
import type { GeneratorKind } from './generator-api';
import { promptExamples } from './generator-header';
import { QueryProvider } from '@/components/providers/query-provider';
import { GeneratorTool } from './generator-tool';
import { exampleSrc, STUDIO_EXAMPLES } from './studio-examples';
import { ClientMessages } from '@/components/providers/client-messages';

const TOOL_KEY = { text: 'textToColoringPage', ai: 'aiGenerator', name: 'nameGenerator' } as const;

/** The public page of a generator: a real page, a free try, more real pages, how-to, FAQ, way in. */
export async function GeneratorLanding({ kind }: { kind: GeneratorKind }) {
  const toolKey = TOOL_KEY[kind];
  const g = await getTranslations('generators');
  const studio = await getTranslations('studio');
  const tool = toolByKey(toolKey);
  const examples = STUDIO_EXAMPLES[kind];
  const [hero, second] = examples;
  const alt = (prompt: string) => g('landing.exampleAlt', { prompt });

  const art = (
    <TiltedPair
      back={{ src: exampleSrc(second.file), alt: alt(second.prompt), width: 560, height: 792, className: 'w-3/5 bg-white' }}
      front={{ src: exampleSrc(hero.file), alt: alt(hero.prompt), width: 560, height: 792, className: 'bottom-0 w-3/5' }}
    />
  );
  const faqItems = LANDING_FAQ_KEYS.filter((k) => g.has(`faq.${kind}.${k}.question`)).map((k) => ({
    question: g(`faq.${kind}.${k}.question`),
    answer: g(`faq.${kind}.${k}.answer`),
  }));

  return (
    <ToolLandingFrame toolKey={toolKey} tryNowLabel={g('landing.tryNow')} art={art} faq={{ title: g('faq.title'), items: faqItems }}>
      <section id="try" aria-labelledby="try-title" className="scroll-mt-20 py-12">
        <Container className="max-w-5xl">
          <h2 id="try-title" className="mb-2 text-2xl font-extrabold sm:text-3xl">
            {g('landing.tryTitle')}
          </h2>
          <p className="mb-6 text-muted">
            <SessionSwitch signedIn={g('landing.tryLeadSignedIn')} visitor={g('landing.tryLead')} />
          </p>
          <ClientMessages scope="generatorTool">
            <QueryProvider>
              <GeneratorTool kind={kind} dashboardPath={tool.dashboard} examples={await promptExamples(kind)} />
            </QueryProvider>
          </ClientMessages>
        </Container>
      </section>
      <section aria-labelledby="examples-title" className="py-12">
        <Container>
          <h2 id="examples-title" className="text-2xl font-extrabold sm:text-3xl">
            {g('landing.examplesTitle')}
          </h2>
          <p className="mt-2 text-muted">{g('landing.examplesLead')}</p>
          <ul className="mt-8 grid grid-cols-2 gap-4 md:grid-cols-4">
            {examples.slice(0, 4).map((example) => (
              <li key={example.file} className="overflow-hidden rounded-card border border-line bg-surface shadow-soft">
                <Image src={exampleSrc(example.file)} alt={alt(example.prompt)} width={560} height={792} className="h-auto w-full bg-white" />
                <p className="p-3 text-sm font-bold" lang={example.lang}>
                  “{example.prompt}”
                </p>
              </li>
            ))}
          </ul>
          <p className="mt-4 text-xs text-muted">
            {studio('credits.openmoji')}
            {kind === 'name' ? ` · ${studio('credits.fonts')}` : null}
          </p>
        </Container>
      </section>
    </ToolLandingFrame>
  );
}
