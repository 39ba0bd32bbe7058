import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Check, Copy, Download, LoaderCircle, ShieldCheck, ShieldOff } from 'lucide-react';
import { QRCodeSVG } from 'qrcode.react';
import { useRef, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { useI18n, useT } from '../../i18n/i18n';
import { CopyField } from '../../ui/copy-field';
import { buttonSecondary, FormError, PasswordField, SubmitButton, TextField } from '../../ui/form';
import { ApiError, api } from '../session/api-client';
import { notify } from '../toasts/toast-queue';
import { CodeField } from './code-field';
import { checkResolver, codeProblem } from './two-factor-challenge';
import { twoFactorErrorKey, twoFactorQuery, type TwoFactorStatus } from './two-factor-api';

type Step =
  | { kind: 'idle' }
  | { kind: 'confirm' }
  | { kind: 'scan'; secret: string; otpauthUri: string }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

interface IdentityValues {
  password: string;
  confirmationCode: string;
}

const sectionClass = 'flex flex-col gap-3 rounded-2xl border border-border bg-surface p-5';

/** Profile → Settings → Account: turning the authenticator-app second factor on and off. */
export function TwoFactorSettings({ hasPassword }: { hasPassword: boolean }) {
  const t = useT();
  const status = useQuery(twoFactorQuery);
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const reset = () => setStep({ kind: 'idle' });

  return (
    <section className={sectionClass} data-testid="two-factor" aria-labelledby="two-factor-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="two-factor-title" className="flex items-center gap-2 text-lg font-bold">
          <ShieldCheck aria-hidden className="size-5 text-muted" />
          {t('twoFactor.title')}
        </h2>
        {status.data && <StatusBadge on={status.data.enabled} />}
      </div>
      {status.isPending ? (
        <div className="flex flex-col gap-2" aria-busy="true" data-testid="two-factor-loading">
          <span className="sr-only">{t('twoFactor.loading')}</span>
          <div className="h-4 w-3/4 animate-pulse rounded bg-surface-2" />
          <div className="h-10 w-32 animate-pulse rounded-lg bg-surface-2" />
        </div>
      ) : status.isError ? (
        <div role="alert" className="flex flex-col items-start gap-2">
          <p className="text-sm text-danger">{t('twoFactor.loadError')}</p>
          <button type="button" onClick={() => void status.refetch()} className={buttonSecondary}>
            {t('twoFactor.retry')}
          </button>
        </div>
      ) : step.kind === 'confirm' ? (
        <ConfirmStep
          hasPassword={hasPassword}
          onCancel={reset}
          onReady={(setup) => setStep({ kind: 'scan', ...setup })}
        />
      ) : step.kind === 'scan' ? (
        <ScanStep {...step} onCancel={reset} onEnabled={(codes) => setStep({ kind: 'codes', codes })} />
      ) : step.kind === 'codes' ? (
        <RecoveryCodes codes={step.codes} onDone={reset} />
      ) : step.kind === 'disable' ? (
        <DisableStep hasPassword={hasPassword} onCancel={reset} onDisabled={reset} />
      ) : (
        <Overview
          status={status.data}
          onEnable={() => setStep({ kind: 'confirm' })}
          onDisable={() => setStep({ kind: 'disable' })}
        />
      )}
    </section>
  );
}

function StatusBadge({ on }: { on: boolean }) {
  const t = useT();
  return (
    <span
      data-testid="two-factor-status"
      data-enabled={on}
      className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${on ? 'bg-accent/15 text-accent' : 'bg-surface-2 text-muted'}`}
    >
      {t(on ? 'twoFactor.status.on' : 'twoFactor.status.off')}
    </span>
  );
}

function Overview({ status, onEnable, onDisable }: { status: TwoFactorStatus; onEnable(): void; onDisable(): void }) {
  const { t, locale } = useI18n();
  if (!status.enabled) {
    return (
      <>
        <p className="text-sm text-muted">{t('twoFactor.intro')}</p>
        <button
          type="button"
          onClick={onEnable}
          className={`${buttonSecondary} self-start`}
          data-testid="two-factor-enable"
        >
          <ShieldCheck aria-hidden className="size-4" />
          {t('twoFactor.enable')}
        </button>
      </>
    );
  }
  return (
    <>
      <p className="text-sm text-muted">
        {status.enabledAt &&
          t('twoFactor.enabledSince', { date: new Date(status.enabledAt).toLocaleDateString(locale) })}{' '}
        {t('twoFactor.recoveryLeft', { count: status.recoveryCodesLeft })}
      </p>
      <button
        type="button"
        onClick={onDisable}
        className={`${buttonSecondary} self-start`}
        data-testid="two-factor-disable"
      >
        <ShieldOff aria-hidden className="size-4" />
        {t('twoFactor.disable')}
      </button>
    </>
  );
}

/** The password, or for a player without one a code sent to their confirmed e-mail or phone. */
function IdentityFields({ hasPassword, form }: { hasPassword: boolean; form: UseFormReturn<IdentityValues> }) {
  const t = useT();
  const [sent, setSent] = useState<'email' | 'sms' | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const errors = form.formState.errors;
  if (hasPassword) {
    return (
      <PasswordField
        label={t('twoFactor.password')}
        autoComplete="current-password"
        error={errors.password?.message}
        {...form.register('password')}
      />
    );
  }
  const send = async () => {
    setSending(true);
    setSendError(null);
    try {
      setSent(
        (await api<{ channel: 'email' | 'sms' }>('/api/player/2fa/confirmation-code', { method: 'POST' })).channel,
      );
    } catch (error) {
      setSendError(
        t(error instanceof ApiError && error.status === 429 ? 'form.tooManyRequests' : twoFactorErrorKey(error)),
      );
    } finally {
      setSending(false);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <FormError message={sendError} />
      <p className="text-sm text-muted" aria-live="polite">
        {t(
          sent === 'email'
            ? 'twoFactor.codeSentEmail'
            : sent === 'sms'
              ? 'twoFactor.codeSentSms'
              : 'twoFactor.needCode',
        )}
      </p>
      <button
        type="button"
        onClick={() => void send()}
        disabled={sending}
        aria-busy={sending}
        className={`${buttonSecondary} self-start`}
      >
        {sending && <LoaderCircle aria-hidden className="size-4 animate-spin" />}
        {t(sent ? 'twoFactor.sendAgain' : 'twoFactor.sendCode')}
      </button>
      {sent && (
        <CodeField
          label={t('twoFactor.confirmationCode')}
          error={errors.confirmationCode?.message}
          {...form.register('confirmationCode')}
        />
      )}
    </div>
  );
}

function identityErrors(
  hasPassword: boolean,
  values: IdentityValues,
  t: (key: string) => string,
): Record<string, string> {
  const field = hasPassword ? 'password' : 'confirmationCode';
  if (values[field].trim()) return {};
  return { [field]: t(hasPassword ? 'twoFactor.error.passwordRequired' : 'twoFactor.error.required') };
}

function identityBody(hasPassword: boolean, values: IdentityValues) {
  return hasPassword ? { password: values.password } : { confirmationCode: values.confirmationCode.trim() };
}

/** Puts the server's refusal on the field it is about, or returns it for the whole form. */
function fieldOf(error: unknown): keyof IdentityValues | 'code' | 'recoveryCode' | null {
  if (!(error instanceof ApiError)) return null;
  if (error.key === 'CURRENT_PASSWORD_WRONG') return 'password';
  if (error.key === 'CODE_INVALID') return 'confirmationCode';
  if (error.key === 'TWO_FACTOR_CODE_INVALID') return error.fields.recoveryCode ? 'recoveryCode' : 'code';
  return null;
}

function ConfirmStep({
  hasPassword,
  onCancel,
  onReady,
}: {
  hasPassword: boolean;
  onCancel(): void;
  onReady(setup: { secret: string; otpauthUri: string }): void;
}) {
  const t = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<IdentityValues>({
    defaultValues: { password: '', confirmationCode: '' },
    resolver: checkResolver((values) => identityErrors(hasPassword, values, t)),
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      onReady(
        await api<{ secret: string; otpauthUri: string }>('/api/player/2fa/setup', {
          method: 'POST',
          body: identityBody(hasPassword, values),
        }),
      );
    } catch (error) {
      const field = fieldOf(error);
      if (field === 'password' || field === 'confirmationCode') {
        form.setError(field, { type: 'server', message: t(twoFactorErrorKey(error)) });
      } else {
        setFormError(t(twoFactorErrorKey(error)));
      }
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="two-factor-confirm">
      <p className="text-sm text-muted">{t(hasPassword ? 'twoFactor.confirmPassword' : 'twoFactor.confirmCode')}</p>
      <FormError message={formError} />
      <IdentityFields hasPassword={hasPassword} form={form} />
      <StepButtons pending={form.formState.isSubmitting} submitLabel={t('twoFactor.continue')} onCancel={onCancel} />
    </form>
  );
}

function ScanStep({
  secret,
  otpauthUri,
  onCancel,
  onEnabled,
}: {
  secret: string;
  otpauthUri: string;
  onCancel(): void;
  onEnabled(codes: string[]): void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<{ code: string }>({
    defaultValues: { code: '' },
    resolver: checkResolver(({ code }): Record<string, string> => {
      const problem = codeProblem(code);
      return problem ? { code: t(problem) } : {};
    }),
  });
  const submit = form.handleSubmit(async ({ code }) => {
    setFormError(null);
    try {
      const { recoveryCodes } = await api<{ recoveryCodes: string[] }>('/api/player/2fa/enable', {
        method: 'POST',
        body: { code: code.trim() },
      });
      await queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
      onEnabled(recoveryCodes);
      notify({ kind: 'success', title: t('twoFactor.enabled') });
    } catch (error) {
      if (fieldOf(error) === 'code') form.setError('code', { type: 'server', message: t(twoFactorErrorKey(error)) });
      else setFormError(t(twoFactorErrorKey(error)));
    }
  });
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="two-factor-scan">
      <p className="text-sm text-muted">{t('twoFactor.scan')}</p>
      <div className="flex flex-col items-center gap-4 sm:flex-row sm:items-start">
        {/* A light square whatever the theme: scanners read dark modules on a light ground. */}
        <div className="shrink-0 rounded-xl bg-paper p-3" data-testid="two-factor-qr">
          <QRCodeSVG value={otpauthUri} size={168} marginSize={0} title={t('twoFactor.qrTitle')} />
        </div>
        <div className="flex w-full min-w-0 flex-col gap-3">
          <CopyField label={t('twoFactor.secret')} value={secret} testId="two-factor-secret" />
          <FormError message={formError} />
          <CodeField
            label={t('twoFactor.firstCode')}
            dir="ltr"
            error={form.formState.errors.code?.message}
            {...form.register('code')}
          />
        </div>
      </div>
      <StepButtons pending={form.formState.isSubmitting} submitLabel={t('twoFactor.activate')} onCancel={onCancel} />
    </form>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone(): void }) {
  const t = useT();
  const [copied, setCopied] = useState(false);
  const text = `${t('twoFactor.recoveryTitle')}\n\n${codes.join('\n')}\n`;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = 'recovery-codes.txt';
    link.click();
    URL.revokeObjectURL(url);
  };
  return (
    <div className="flex flex-col gap-4" data-testid="two-factor-recovery">
      <div role="status" className="flex flex-col gap-1 rounded-xl border border-accent/40 bg-accent/10 p-4">
        <h3 className="font-semibold">{t('twoFactor.recoveryTitle')}</h3>
        <p className="text-sm text-muted">{t('twoFactor.recoveryText')}</p>
      </div>
      <ol dir="ltr" className="grid grid-cols-2 gap-2 font-mono text-sm sm:grid-cols-5" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code} className="rounded-lg bg-surface-2 px-2 py-1.5 text-center tracking-wide select-all">
            {code}
          </li>
        ))}
      </ol>
      <div className="flex flex-wrap gap-2">
        <button type="button" onClick={() => void copy()} className={buttonSecondary}>
          {copied ? <Check aria-hidden className="size-4 text-accent" /> : <Copy aria-hidden className="size-4" />}
          {t(copied ? 'copy.copied' : 'twoFactor.copyCodes')}
        </button>
        <button type="button" onClick={download} className={buttonSecondary}>
          <Download aria-hidden className="size-4" />
          {t('twoFactor.download')}
        </button>
      </div>
      <button
        type="button"
        onClick={onDone}
        className="inline-flex items-center justify-center rounded-lg bg-accent px-4 py-2.5 font-semibold text-accent-contrast hover:bg-accent-strong focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent sm:self-start"
      >
        {t('twoFactor.savedThem')}
      </button>
    </div>
  );
}

interface DisableValues extends IdentityValues {
  code: string;
  recoveryCode: string;
}

function DisableStep({
  hasPassword,
  onCancel,
  onDisabled,
}: {
  hasPassword: boolean;
  onCancel(): void;
  onDisabled(): void;
}) {
  const t = useT();
  const queryClient = useQueryClient();
  const [useRecovery, setUseRecovery] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const recoveryRef = useRef(useRecovery);
  recoveryRef.current = useRecovery;
  const form = useForm<DisableValues>({
    defaultValues: { password: '', confirmationCode: '', code: '', recoveryCode: '' },
    resolver: checkResolver((values) => {
      const field = recoveryRef.current ? 'recoveryCode' : 'code';
      const problem = codeProblem(values[field], recoveryRef.current);
      return { ...identityErrors(hasPassword, values, t), ...(problem ? { [field]: t(problem) } : {}) };
    }),
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api('/api/player/2fa/disable', {
        method: 'POST',
        body: {
          ...identityBody(hasPassword, values),
          ...(useRecovery ? { recoveryCode: values.recoveryCode.trim() } : { code: values.code.trim() }),
        },
      });
      await queryClient.invalidateQueries({ queryKey: twoFactorQuery.queryKey });
      onDisabled();
      notify({ kind: 'success', title: t('twoFactor.disabled') });
    } catch (error) {
      const field = fieldOf(error);
      if (field) form.setError(field, { type: 'server', message: t(twoFactorErrorKey(error)) });
      else setFormError(t(twoFactorErrorKey(error)));
    }
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="two-factor-disable-form">
      <p className="text-sm text-muted">{t('twoFactor.disableText')}</p>
      <FormError message={formError} />
      <IdentityFields hasPassword={hasPassword} form={form as unknown as UseFormReturn<IdentityValues>} />
      {useRecovery ? (
        <TextField
          key="recovery"
          label={t('twoFactor.recoveryCode')}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          dir="ltr"
          error={errors.recoveryCode?.message}
          {...form.register('recoveryCode')}
        />
      ) : (
        <CodeField
          key="code"
          label={t('twoFactor.code')}
          dir="ltr"
          error={errors.code?.message}
          {...form.register('code')}
        />
      )}
      <button
        type="button"
        onClick={() => {
          setUseRecovery((on) => !on);
          form.clearErrors(['code', 'recoveryCode']);
        }}
        className="self-start text-sm font-medium text-accent hover:underline"
      >
        {t(useRecovery ? 'twoFactor.useApp' : 'twoFactor.useRecovery')}
      </button>
      <StepButtons pending={form.formState.isSubmitting} submitLabel={t('twoFactor.disable')} onCancel={onCancel} />
    </form>
  );
}

function StepButtons({ pending, submitLabel, onCancel }: { pending: boolean; submitLabel: string; onCancel(): void }) {
  const t = useT();
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
      <button type="button" onClick={onCancel} className={buttonSecondary}>
        {t('twoFactor.cancel')}
      </button>
      <div className="sm:w-auto sm:min-w-40">
        <SubmitButton pending={pending}>{submitLabel}</SubmitButton>
      </div>
    </div>
  );
}
