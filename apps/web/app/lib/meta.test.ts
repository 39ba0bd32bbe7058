import { describe, expect, it } from 'vitest';
import { keepMessages } from '../i18n/messages-store';
import { compileMessages } from '../i18n/messages.server';
import { errorMeta, pageMeta } from './meta';

const args = (messages: Record<string, string>) => {
  keepMessages('/i18n/en.test.json', compileMessages(messages));
  return {
    matches: [
      { id: 'root', loaderData: { messagesHref: '/i18n/en.test.json', customer: { projectName: 'Royal Flush' } } },
    ],
  };
};

const messages = {
  'page.games.title': 'Casino',
  'meta.pageDescription': '{title} at {project}: casino games and sports betting.',
  'error.notFound': 'Page not found',
  'error.description': 'The page does not exist.',
  'error.title': 'Something went wrong',
  'error.unexpected': 'Try again.',
};

describe('pageMeta', () => {
  it('gives a page without a description of its own the site description naming it', () => {
    expect(pageMeta(args(messages), 'page.games.title')).toEqual([
      { title: 'Casino | Royal Flush' },
      { name: 'description', content: 'Casino at Royal Flush: casino games and sports betting.' },
    ]);
  });
});

describe('errorMeta', () => {
  it('titles a 404 "Page not found" with the error description', () => {
    const notFound = { status: 404, statusText: 'Not Found', internal: false, data: null };
    expect(errorMeta({ ...args(messages), error: notFound })).toEqual([
      { title: 'Page not found | Royal Flush' },
      { name: 'description', content: 'The page does not exist.' },
    ]);
  });

  it('titles any other error "Something went wrong"', () => {
    expect(errorMeta({ ...args(messages), error: new Error('boom') })[0]).toEqual({
      title: 'Something went wrong | Royal Flush',
    });
  });
});
