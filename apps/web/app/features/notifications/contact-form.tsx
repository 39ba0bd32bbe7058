import { CONTACT_RULES } from '@casino/shared/notification';
import { CircleCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useI18n, useT } from '../../i18n/i18n';
import { FormError, SubmitButton, TextAreaField, TextField, buttonSecondary } from '../../ui/form';
import { applyServerErrors } from '../account/apply-server-errors';
import { rulesResolver } from '../account/rules-resolver';
import { api } from '../session/api-client';

interface Values {
  name: string;
  email: string;
  subject: string;
  message: string;
}

/** The /contact form; a signed-in player's name and e-mail are filled in for them. */
export function ContactForm({ defaults }: { defaults: Pick<Values, 'name' | 'email'> }) {
  const t = useT();
  const { locale } = useI18n();
  const [formError, setFormError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);
  const form = useForm<Values>({
    defaultValues: { ...defaults, subject: '', message: '' },
    resolver: rulesResolver<Values>(CONTACT_RULES),
  });
  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await api('/api/notification/communications', { method: 'POST', body: { ...values, locale } });
      setSent(true);
      form.reset({ ...defaults, subject: '', message: '' });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, t('form.genericError')));
    }
  });
  if (sent) {
    return (
      <div
        role="status"
        data-testid="contact-sent"
        className="flex max-w-xl flex-col items-center gap-3 rounded-2xl border border-border bg-surface px-6 py-10 text-center"
      >
        <CircleCheck aria-hidden className="size-10 text-accent" />
        <p className="font-semibold">{t('contact.sent')}</p>
        <button type="button" className={buttonSecondary} onClick={() => setSent(false)}>
          {t('contact.another')}
        </button>
      </div>
    );
  }
  const errors = form.formState.errors;
  return (
    <form
      onSubmit={submit}
      noValidate
      data-testid="contact-form"
      className="flex max-w-xl flex-col gap-4 rounded-2xl border border-border bg-surface p-5 sm:p-6"
    >
      <FormError message={formError} />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('contact.name')}
          autoComplete="name"
          error={errors.name?.message}
          {...form.register('name')}
        />
        <TextField
          label={t('contact.email')}
          type="email"
          autoComplete="email"
          dir="ltr"
          error={errors.email?.message}
          {...form.register('email')}
        />
      </div>
      <TextField label={t('contact.subject')} error={errors.subject?.message} {...form.register('subject')} />
      <TextAreaField label={t('contact.message')} error={errors.message?.message} {...form.register('message')} />
      <SubmitButton pending={form.formState.isSubmitting}>{t('contact.send')}</SubmitButton>
    </form>
  );
}
