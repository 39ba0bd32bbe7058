import type { CustomerConfig } from '@casino/shared/customer';
import { useT } from '../../i18n/i18n';
import { useRootData } from '../../lib/root-data';
import { ContentBody } from '../content/content-body';
import { LocalizedLink } from '../locale/localized-link';
import { SKIP_OFFSCREEN } from '../../ui/offscreen';

/** Link groups and the licence text come from the layout content of the locale. */
export function Footer({ customer }: { customer: CustomerConfig }) {
  const t = useT();
  const layout = useRootData()?.layout;
  return (
    <footer
      className={`mt-12 border-t border-border px-4 py-8 text-sm text-muted ${SKIP_OFFSCREEN} [contain-intrinsic-block-size:auto_36rem] sm:[contain-intrinsic-block-size:auto_24rem]`}
    >
      <div className="mx-auto flex max-w-6xl flex-col gap-6">
        {layout && layout.footerGroups.length > 0 && (
          <div className="grid grid-cols-2 gap-6 sm:grid-cols-4" data-testid="footer-links">
            {layout.footerGroups.map((group) => (
              <nav key={group.title} aria-label={group.title} className="flex flex-col gap-2">
                <h2 className="text-xs font-bold tracking-wide text-text uppercase">{group.title}</h2>
                <ul className="flex flex-col gap-1.5">
                  {group.links.map((link) => (
                    <li key={link.to}>
                      <LocalizedLink to={link.to} className="hover:text-text">
                        {link.label}
                      </LocalizedLink>
                    </li>
                  ))}
                </ul>
              </nav>
            ))}
          </div>
        )}
        <p>
          <span className="me-2 inline-grid size-7 place-items-center rounded-full border border-border text-xs font-bold">
            18+
          </span>
          {t('footer.responsible')}
        </p>
        {layout?.licence && (
          <section aria-label={t('content.footer.licence')} data-testid="footer-licence">
            <ContentBody nodes={layout.licence} className="prose-compact text-xs" />
          </section>
        )}
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
