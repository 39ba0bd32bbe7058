import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { I18nProvider } from '../../i18n/i18n';
import { messagesFor } from '../../i18n/messages.server';
import { HomeSlider } from './home-slider';
import type { Slide } from './slides';

const slide = (id: string): Slide => ({
  id,
  title: `Slide ${id}`,
  text: null,
  image: `/content/slides/${id}.svg`,
  cta: null,
  tone: 'accent',
});

async function serverHtml(slides: Slide[]) {
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider locale="en" messages={await messagesFor('en')}>
        <HomeSlider slides={slides} />
      </I18nProvider>
    </MemoryRouter>,
  );
}

describe('HomeSlider', () => {
  it('sends the art of the first slide only, at high priority: the others are out of sight until later', async () => {
    const html = await serverHtml([slide('welcome'), slide('live'), slide('cashback')]);
    const images = html.match(/<img [^>]*>/g) ?? [];
    expect(images).toHaveLength(1);
    expect(images[0]).toContain('src="/content/slides/welcome.svg"');
    expect(images[0]).toContain('fetchPriority="high"');
    expect(html).toContain('Slide cashback');
  });
});
