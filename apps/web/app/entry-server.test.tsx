import { execFileSync } from 'node:child_process';
import { executionAsyncId } from 'node:async_hooks';
import { renderToReadableStream } from 'react-dom/server.edge';
import { expect, it } from 'vitest';

/**
 * A promise continuation runs with async id 0 while Node's async hooks are off; once anything
 * turns them on (an AsyncLocalStorage's first run), every promise gets an id of its own.
 */
const PROBE = `new Promise((resolve) => setImmediate(() => Promise.resolve().then(() => resolve(executionAsyncId()))))`;
const asyncIdOfAContinuation = () =>
  new Promise<number>((resolve) => setImmediate(() => Promise.resolve().then(() => resolve(executionAsyncId()))));

it("renders a page with React's web-streams build, which leaves Node's async hooks off", async () => {
  expect(await asyncIdOfAContinuation()).toBe(0);
  const stream = await renderToReadableStream(<p>page</p>);
  expect(await new Response(stream).text()).toBe('<p>page</p>');
  expect(await asyncIdOfAContinuation()).toBe(0);
});

it("would have turned them on for good with React's Node build, whose renders run in an AsyncLocalStorage", () => {
  // In a process of its own: hooks once on stay on.
  const script = `
    import { executionAsyncId } from 'node:async_hooks';
    import { createElement } from 'react';
    import { renderToPipeableStream } from 'react-dom/server.node';
    await new Promise((resolve) => renderToPipeableStream(createElement('p', null, 'page'), { onAllReady: resolve }));
    console.log(await ${PROBE});`;
  const output = execFileSync(process.execPath, ['--input-type=module', '-e', script], { encoding: 'utf8' });
  expect(Number(output.trim())).toBeGreaterThan(0);
});
