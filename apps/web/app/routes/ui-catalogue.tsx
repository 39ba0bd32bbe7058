import { useState, type ReactNode } from 'react';
import { data, useLoaderData } from 'react-router';
import { I18nProvider, useT } from '../i18n/i18n';
import { messagesFor } from '../i18n/messages.server';
import { BrandMark, Logo } from '../ui/brand/logo';
import { buttonClass, type ButtonSize, type ButtonVariant } from '../ui/button';
import { CopyField } from '../ui/copy-field';
import { DateField } from '../ui/date-field';
import { CheckboxField, FormError, PasswordField, SelectField, SubmitButton, TextField } from '../ui/form';
import { Illustration, type IllustrationName } from '../ui/illustrations';
import { CryptoMark } from '../ui/marks/crypto-marks';
import { PaymentMark } from '../ui/marks/payment-marks';
import { EmptyState, PageFrame } from '../ui/page-frame';
import { SegmentedControl } from '../ui/segmented-control';
import { TabsNav } from '../ui/tabs-nav';
import { CurrencyBadge } from '../features/wallet/currency-label';
import { ThemeSwitcher } from '../features/theme/theme-switcher';

/** The component catalogue: development only, a 404 in a production build. */
export async function loader() {
  if (!import.meta.env.DEV) throw data(null, { status: 404 });
  return { ar: await messagesFor('ar') };
}

export const meta = () => [{ title: 'UI catalogue' }, { name: 'robots', content: 'noindex' }];

const VARIANTS: ButtonVariant[] = ['primary', 'secondary', 'neutral', 'ghost', 'danger'];
const SIZES: ButtonSize[] = ['sm', 'md', 'lg'];
const ILLUSTRATIONS: IllustrationName[] = ['empty', 'no-results', 'not-found', 'error'];
const SWATCHES = [
  'bg',
  'surface',
  'surface-2',
  'surface-3',
  'border',
  'text',
  'muted',
  'accent',
  'secondary',
  'gold',
  'danger',
  'warning',
  'info',
];

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-2xs font-bold tracking-wider text-muted uppercase">{title}</h3>
      <div className="flex flex-wrap items-start gap-3">{children}</div>
    </section>
  );
}

function Catalogue() {
  const t = useT();
  const [segment, setSegment] = useState<'email' | 'phone'>('email');
  return (
    <div className="flex flex-col gap-8 bg-bg p-5 text-text">
      <Section title="Colour tokens">
        {SWATCHES.map((name) => (
          <div key={name} className="flex w-24 flex-col gap-1 text-2xs">
            <span className="h-10 rounded-control border border-border" style={{ background: `var(--${name})` }} />
            <code>{name}</code>
          </div>
        ))}
      </Section>
      <Section title="Elevation">
        {['shadow-raised', 'shadow-overlay', 'shadow-modal', 'shadow-glow'].map((shadow) => (
          <div key={shadow} className={`grid h-16 w-32 place-items-center rounded-card bg-surface text-2xs ${shadow}`}>
            {shadow}
          </div>
        ))}
      </Section>
      <Section title="Type scale">
        <div className="flex flex-col gap-1">
          <p className="text-display font-black tracking-tight">{t('nav.casino')}</p>
          <p className="text-3xl font-black">{t('nav.promotions')}</p>
          <p className="text-xl font-bold">{t('nav.bonuses')}</p>
          <p className="text-base">{t('home.casinoText')}</p>
          <p className="text-sm text-muted">{t('home.sportText')}</p>
          <p className="text-2xs font-bold tracking-wider text-muted uppercase">{t('nav.help')}</p>
        </div>
      </Section>
      <Section title="Brand">
        <Logo name="Royal Flush" />
        <BrandMark className="size-12" />
      </Section>
      <Section title="Buttons">
        {VARIANTS.map((variant) => (
          <div key={variant} className="flex flex-wrap items-center gap-2">
            {SIZES.map((size) => (
              <button key={size} type="button" className={buttonClass(variant, size)}>
                {t('header.deposit')}
              </button>
            ))}
          </div>
        ))}
        <button type="button" disabled className={buttonClass('primary', 'md')}>
          {t('header.deposit')}
        </button>
      </Section>
      <Section title="Form">
        <div className="grid w-full max-w-md gap-4">
          <TextField label={t('auth.nickname')} hint={t('auth.nicknameHint')} />
          <TextField label={t('auth.email')} error={t('form.genericError')} defaultValue="not-an-email" />
          <PasswordField label={t('auth.password')} />
          <SelectField label={t('auth.currency')}>
            <option>EUR</option>
            <option>BTC</option>
          </SelectField>
          <DateField label={t('history.filter.dateFrom')} value="2026-03-31" onChange={() => undefined} />
          <CheckboxField label={t('auth.promo')} />
          <FormError message={t('form.genericError')} />
          <CopyField label={t('auth.email')} value="bc1qxy2kgdygjrsqtzq2n0yrf2493p83kkfjhx0wlh" />
          <SubmitButton pending={false}>{t('auth.signUp')}</SubmitButton>
        </div>
      </Section>
      <Section title="Choices">
        <div className="w-72">
          <SegmentedControl<'email' | 'phone'>
            label={t('auth.method')}
            value={segment}
            onChange={setSegment}
            options={[
              { value: 'email', label: t('auth.byEmail') },
              { value: 'phone', label: t('auth.byPhone') },
            ]}
          />
        </div>
        <div className="w-56">
          <ThemeSwitcher initial="dark" />
        </div>
        <div className="w-full">
          <TabsNav
            label={t('page.profile.title')}
            tabs={[
              { to: '/ui', labelKey: 'nav.home' },
              { to: '/ui/x', labelKey: 'nav.casino' },
            ]}
          />
        </div>
      </Section>
      <Section title="Marks">
        {['visa', 'mastercard', 'pix'].map((variant) => (
          <PaymentMark key={variant} variant={variant} />
        ))}
        {['BTC', 'ETH', 'USDT', 'LTC', 'TRX'].map((code) => (
          <CryptoMark key={code} code={code} />
        ))}
        <CurrencyBadge currency={{ symbol: '€', type: 'fiat' }} code="EUR" />
        <CurrencyBadge currency={{ symbol: 'soʻm', type: 'fiat' }} code="UZS" />
      </Section>
      <Section title="Illustrations and empty state">
        {ILLUSTRATIONS.map((name) => (
          <Illustration key={name} name={name} />
        ))}
        <div className="w-full">
          <EmptyState illustration="no-results" />
        </div>
      </Section>
      <Section title="Toast">
        <div className="flex w-96 items-start gap-3 rounded-card border border-border bg-surface-2 p-3 shadow-overlay">
          <div className="min-w-0 flex-1">
            <p className="font-semibold">{t('wallet.result.successTitle', { sum: '€50.00' })}</p>
            <p className="mt-0.5 text-sm text-muted">{t('wallet.result.successText')}</p>
          </div>
        </div>
      </Section>
      <Section title="Skeleton">
        <div className="h-32 w-24 animate-pulse rounded-card bg-surface-2" />
        <div className="flex w-64 flex-col gap-2">
          <div className="h-4 animate-pulse rounded bg-surface-2" />
          <div className="h-4 w-2/3 animate-pulse rounded bg-surface-2" />
        </div>
      </Section>
    </div>
  );
}

/** Every component in dark, light, and right-to-left Arabic, side by side. */
export default function UiCatalogue() {
  const { ar } = useLoaderData<typeof loader>();
  return (
    <PageFrame title="UI catalogue" lead="Design tokens and components (apps/web/app/ui/README.md).">
      <div className="grid gap-6 2xl:grid-cols-2">
        <div data-theme="dark" className="overflow-hidden rounded-card border border-border">
          <Catalogue />
        </div>
        <div data-theme="light" className="overflow-hidden rounded-card border border-border">
          <Catalogue />
        </div>
      </div>
      <div data-theme="dark" dir="rtl" lang="ar" className="overflow-hidden rounded-card border border-border">
        <I18nProvider locale="ar" messages={ar}>
          <Catalogue />
        </I18nProvider>
      </div>
    </PageFrame>
  );
}
