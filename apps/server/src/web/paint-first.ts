/**
 * A guest's page paints before its JavaScript is fetched (issue 14: LCP ≤ 1.5 s on a throttled
 * phone). React Router writes the module preloads into the head and the module script that boots
 * the app at the end of the body, so about 150 KB of JavaScript competed with the document, the
 * stylesheet and the first images for a slow phone's bandwidth, and the first paint waited for
 * it: Lighthouse measured the first contentful paint at 2.5 s. Here the preloads leave the head
 * and the boot script is kept as inert text; a small script adds both once the browser reports
 * its first contentful paint, and at the latest after 2 s (a tab in the background never paints).
 * The first paint then came at 0.95 s in the same measurement, with the same scripts following.
 *
 * When the page's largest picture (its hero, the one image fetched at high priority) paints after
 * the first text, the scripts wait for it too, so that they do not take its bandwidth: on the lobby
 * Lighthouse saw the text at 0.3 s, the banner at 0.5 s, and the scripts in between.
 *
 * Preloads the page marks low priority (the UI strings, which hydration needs and the first paint
 * does not) wait with the scripts as well: before the paint they were bytes in the hero's way.
 *
 * Only pages kept for guests are rewritten (`guest-pages.ts`): a player's page streams, and a
 * returning player has the scripts in the browser's cache anyway.
 */

const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const LOW_PRIORITY_PRELOAD = /<link (?=[^>]*fetchPriority="low")([^>]*?)rel="preload"/g;
const AFTER_PAINT = 'data-rel-after-paint';
const BOOT_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
/** The inert copy of the boot script: its text is what the starter runs, and what the policy hashes. */
export const BOOT_TEXT_ID = 'boot-after-paint';

/**
 * Runs `boot` once the page has painted. `preloads` are in the attribute `data-modulepreload`
 * of the inert boot script, so the page carries them once.
 */
const STARTER = `(function(){var done=false,boot=document.getElementById('${BOOT_TEXT_ID}');function go(){if(done)return;done=true;[].forEach.call(document.querySelectorAll('link[${AFTER_PAINT}]'),function(link){link.rel=link.getAttribute('${AFTER_PAINT}')});boot.getAttribute('data-modulepreload').split(' ').forEach(function(href){var link=document.createElement('link');link.rel='modulepreload';link.href=href;document.head.appendChild(link)});var script=document.createElement('script');script.type='module';script.textContent=boot.textContent;document.body.appendChild(script)}function afterHero(){var heroes=[].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));if(!heroes.length||!heroes[0].decode)return setTimeout(go,0);Promise.all(heroes.map(function(img){return img.decode().catch(function(){})})).then(function(){requestAnimationFrame(function(){setTimeout(go,0)})})}if(document.visibilityState!=='visible'||!window.PerformanceObserver)return go();try{var seen=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){seen.disconnect();afterHero()}});seen.observe({type:'paint',buffered:true})}catch(error){return go()}setTimeout(go,2000)})()`;

/** `html` with its module preloads, low-priority preloads and boot script started after the first paint; as it is when it has no boot script. */
export function bootAfterFirstPaint(html: string): string {
  const boot = BOOT_SCRIPT.exec(html);
  if (!boot) return html;
  const preloads = [...html.matchAll(MODULE_PRELOAD)].map((match) => match[1]!);
  const inert = `<script type="text/plain" id="${BOOT_TEXT_ID}" data-modulepreload="${preloads.join(' ')}">${boot[1]}</script>`;
  return html
    .replace(MODULE_PRELOAD, '')
    .replace(LOW_PRIORITY_PRELOAD, `<link $1${AFTER_PAINT}="preload"`)
    .replace(boot[0], () => `${inert}<script>${STARTER}</script>`);
}
