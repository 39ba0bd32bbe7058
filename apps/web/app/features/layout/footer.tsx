import type { CustomerConfig } from '@casino/shared/customer';
import { useT } from '../../i18n/i18n';
import { LocalizedLink } from '../locale/localized-link';

export function Footer({ customer }: { customer: CustomerConfig }) {
  const t = useT();
  const link = 'text-sm text-muted hover:text-text';
  return (
    <footer className="mt-12 border-t border-border px-4 py-8 text-sm text-muted">
      <div className="mx-auto flex max-w-6xl flex-col gap-4">
        <nav className="flex flex-wrap gap-x-5 gap-y-2" aria-label={t('nav.support')}>
          <LocalizedLink to="/questions" className={link}>
            {t('nav.questions')}
          </LocalizedLink>
          <LocalizedLink to="/support" className={link}>
            {t('nav.support')}
          </LocalizedLink>
          <LocalizedLink to="/contact" className={link}>
            {t('nav.contact')}
          </LocalizedLink>
          <LocalizedLink to="/promotions" className={link}>
            {t('nav.promotions')}
          </LocalizedLink>
        </nav>
        <p>
          <span className="me-2 inline-grid size-7 place-items-center rounded-full border border-border text-xs font-bold">
            18+
          </span>
          {t('footer.responsible')}
        </p>
        <p>
          {t('footer.rights', { year: new Date().getFullYear(), project: customer.projectName })} ·{' '}
          <a href={`mailto:${customer.projectEmail}`} className="hover:text-text">
            {customer.projectEmail}
          </a>
        </p>
      </div>
    </footer>
  );
}
