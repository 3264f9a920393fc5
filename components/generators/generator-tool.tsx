'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useLocale, useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { useRefreshAllowance } from '@/components/allowance/use-refresh-allowance';
import { generationKeys } from '@/components/tools/generation-api';
import { SignUpDialog } from '@/components/tools/sign-up-dialog';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmojiIcon } from '@/components/ui/emoji-icon';
import { GeneratedPage } from './generated-page';
import { generatorError, requestPages, type GeneratorError, type GeneratorKind } from './generator-api';
import { GeneratorControls } from './generator-controls';
import { GeneratorFeedback } from './generator-feedback';
import { defaultSettings, MAX_NAME, MAX_PROMPT, requestBody, type Settings } from './generator-settings';
import { PromptBox } from './prompt-box';
import { useSignedIn } from '@/components/session/signed-in';

type GeneratorToolProps = { kind: GeneratorKind; signedIn?: boolean; dashboardPath: string; examples: string[] };
type Run = { jobIds: string[]; seed: number; count: number; understood: string[] | null };

/** The text, AI-generator and name tools: the prompt, the controls, then the pages as they are made. */
export function GeneratorTool({ kind, signedIn: given, dashboardPath, examples }: GeneratorToolProps) {
  const session = useSignedIn();
  const signedIn = given ?? session;
  const t = useTranslations('generators');
  const studio = useTranslations('studio');
  const locale = useLocale();
  const queryClient = useQueryClient();
  const [settings, setSettings] = useState<Settings>(() => defaultSettings(locale));
  const [run, setRun] = useState<Run | null>(null);
  const [error, setError] = useState<GeneratorError | null>(null);
  const [busy, setBusy] = useState(false);
  const [signUp, setSignUp] = useState(false);
  const refreshAllowance = useRefreshAllowance();
  const text = kind === 'name' ? settings.name : settings.prompt;
  const max = kind === 'name' ? MAX_NAME : MAX_PROMPT;

  async function generate(seed?: number) {
    setBusy(true);
    setError(null);
    try {
      const created = await requestPages(requestBody(kind, settings, seed));
      const jobIds = (created.jobs ?? [created]).map((j) => j.id);
      setRun({ jobIds, seed: created.seed ?? 0, count: jobIds.length, understood: created.understood ?? null });
      if (signedIn) void queryClient.invalidateQueries({ queryKey: generationKeys.creations });
    } catch (caught) {
      const problem = generatorError(caught);
      if (problem.kind === 'signUp') setSignUp(true);
      setError(problem);
    } finally {
      setBusy(false);
      refreshAllowance();
    }
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void generate();
  };
  const setText = (value: string) => setSettings((s) => (kind === 'name' ? { ...s, name: value } : { ...s, prompt: value }));

  return (
    <div className="space-y-8">
      <Card className="p-5 md:p-8">
        <form onSubmit={submit} className="space-y-6" noValidate>
          <PromptBox
            label={t(`form.label.${kind}`)}
            placeholder={t(`form.placeholder.${kind}`)}
            value={text}
            onChange={setText}
            examples={examples}
            max={max}
            multiline={kind !== 'name'}
          />
          <GeneratorFeedback understood={run?.understood ?? null} error={error} onSuggestion={(word) => setText(word)} />
          <GeneratorControls kind={kind} value={settings} onChange={(patch) => setSettings((s) => ({ ...s, ...patch }))} signedIn={signedIn} />
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" size="lg" disabled={busy || text.trim().length === 0 || [...text].length > max}>
              <EmojiIcon emoji="✨" className="h-6 w-6" />
              {busy ? t('form.working') : t(`form.submit.${kind}`)}
            </Button>
            {run ? (
              <Button variant="secondary" size="lg" disabled={busy} onClick={() => void generate((run.seed + run.count) % 2_147_483_647)}>
                <EmojiIcon emoji="🔄" className="h-6 w-6" />
                {t('form.another')}
              </Button>
            ) : null}
          </div>
          <p className="text-xs text-muted">{t('form.safety')}</p>
        </form>
      </Card>
      {run ? (
        <section aria-labelledby="generated-title" className="space-y-4">
          <h2 id="generated-title" className="text-2xl font-extrabold">
            {t('results.title')}
          </h2>
          {run.jobIds.map((id, index) => (
            <GeneratedPage key={id} jobId={id} index={index} total={run.jobIds.length} signedIn={signedIn} />
          ))}
          <p className="text-xs text-muted">
            {studio('credits.openmoji')}
            {kind === 'name' ? ` · ${studio('credits.fonts')}` : null}
          </p>
        </section>
      ) : null}
      <SignUpDialog open={signUp} onClose={() => setSignUp(false)} dashboardPath={dashboardPath} />
    </div>
  );
}
