import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_KEY, chunkErrorPattern } from '../lib/chunk-reload';
import { EVERY_PAGE_CHUNKS } from './chunk-names';

/**
 * The app's scripts start loading once the page has painted its main picture (issue 9). React
 * Router's `<Scripts>` preloads them from the head, so on a slow connection 110 KB of JavaScript
 * shared the first round trips with the stylesheets and the LCP picture; Lighthouse counts those
 * preloads as render-blocking. The page works without them meanwhile (links, GET forms), a touch
 * or key starts them at once, and they start at the latest after BOOT_CAP_MS. A click on a button,
 * or a submit of a form that only script handles, made before React owns it is kept and made
 * again once React does, so a quick tap on 'Add to cart' or 'Pay again' is not lost.
 */
export const BOOT_CAP_MS = 3000;

/**
 * Module preloads added per task: each costs the main thread 2-4 ms on a slow phone (a fetch set up
 * in the renderer), and a dozen in one task made one long task of 25-50 ms.
 */
const PRELOADS_PER_TASK = 4;

/** How long a kept click waits for React, in tries 50 ms apart: scripts on a slow phone included. */
const REPLAY_TRIES = 300;

/**
 * Runs in the page: waits for the high-priority pictures to be decoded and one frame to be drawn,
 * then adds the module preloads and the route modules' script (kept in the inert script before it,
 * whose text is what the page's CSP hashes, so the copy is allowed). An element is React's once it
 * carries React DOM's props key (`__reactProps$…`, the same since React 17); until then only the
 * last early click or submit is kept, and it is dropped if its element leaves the page. Once React
 * listens (`_reactListening…` on the document), its capture listener hydrates a clicked section at
 * once when its code is there, and the click goes on to the button and to React's handler. When the
 * code is not there, React stops the click before the button and may hydrate the section a moment
 * later: so the click is kept unless it reached the button and found it React's by then.
 */
const loader = `(()=>{const boot=document.currentScript.previousElementSibling;let started=false;
const start=()=>{if(started)return;started=true;const hrefs=boot.dataset.modules.split(" ");
const add=()=>{for(const href of hrefs.splice(0,${PRELOADS_PER_TASK})){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}
if(hrefs.length>0){setTimeout(add);return}
const script=document.createElement("script");script.type="module";script.textContent=boot.textContent;boot.after(script)};add()};
for(const type of ["pointerdown","keydown","focusin"])addEventListener(type,start,{once:true,capture:true,passive:true});
setTimeout(start,${BOOT_CAP_MS});
Promise.all([...document.querySelectorAll("img[fetchpriority=high]")].map((img)=>img.decode().catch(()=>{})))
.then(()=>requestAnimationFrame(()=>setTimeout(start)));
const owned=(node)=>Object.keys(node).some((key)=>key.startsWith("__reactProps$"));let early=null;
const replay=(tries)=>{if(!early||!early.target.isConnected||tries>${REPLAY_TRIES}){early=null;return}
if(!owned(early.target)){setTimeout(replay,50,tries+1);return}
const{target,submitter}=early;early=null;
if(target.tagName!=="FORM")target.click();else target.requestSubmit(submitter&&submitter.form===target?submitter:null)};
const keep=(target,submitter)=>{const waiting=early!==null;early={target,submitter};start();if(!waiting)replay(0)};
const listening=()=>Object.keys(document).some((key)=>key.startsWith("_reactListening"));
addEventListener("click",(event)=>{const button=event.target.closest&&event.target.closest("button");
if(!button||owned(button)||button.type==="submit"&&button.form)return;
if(!listening()){keep(button);return}
let handled=false;const reached=()=>{handled=owned(button)};button.addEventListener("click",reached,{once:true,capture:true});
setTimeout(()=>{button.removeEventListener("click",reached,{capture:true});if(!handled)keep(button)})},true);
addEventListener("submit",(event)=>{const form=event.target;
if(owned(form)||form.hasAttribute("method")||form.hasAttribute("action"))return;
event.preventDefault();keep(form,event.submitter)},true)})()`.replaceAll('\n', '');

const PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const ROUTE_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";[ \t]*\n?/gm;
/** The chunks every page evaluates, in the order they depend on each other. */
const everyPageChunks = EVERY_PAGE_CHUNKS.map((name) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`));

/**
 * spec-coverage 8.6 before the entry's own listener exists: a page from a cache older than the
 * last deploy names chunks that are gone, so the first import fails; the page is reloaded, at most
 * once per CHUNK_RELOAD_INTERVAL_MS (the same stored time as lib/chunk-reload.ts).
 */
const reloadOnChunkError =
  `const reloadAfter=(error)=>{if(!${chunkErrorPattern}.test(String(error&&error.message)))return;
const last=Number(sessionStorage.getItem("${CHUNK_RELOAD_KEY}"));
if(!(Date.now()-last<${CHUNK_RELOAD_INTERVAL_MS})){sessionStorage.setItem("${CHUNK_RELOAD_KEY}",String(Date.now()));location.reload()}};`.replaceAll(
    '\n',
    '',
  );

/**
 * React Router's module script imports the route modules statically, so the browser evaluated the
 * framework, the layout and every route module in one task (80-150 ms on a slow phone, four times
 * that in Lighthouse's simulation). Imported one after another with a yield between, each is a task
 * of its own and a tap can be handled between them. The namespaces are the same objects the static
 * imports gave, and the script's remaining statements (the manifest, the route modules' registry
 * and the entry's import) run after all of them, as before.
 */
export function stagedModuleScript(text: string, modules: readonly string[]): string {
  const routes = [...text.matchAll(ROUTE_IMPORT)].map(([, name, href]) => ({ name, href }));
  if (routes.length === 0) return text;
  const chunks = everyPageChunks.flatMap((chunk) => modules.filter((href) => chunk.test(href)));
  const steps = [
    ...chunks.map((href) => `await import(${JSON.stringify(href)});await pause();`),
    ...routes.map(({ name, href }) => `${name}=await import(${JSON.stringify(href)});await pause();`),
  ];
  const pause =
    'const pause=()=>globalThis.scheduler&&scheduler.yield?scheduler.yield():new Promise((resolve)=>setTimeout(resolve));';
  return [
    pause,
    reloadOnChunkError,
    `let ${routes.map(({ name }) => name).join(',')};`,
    `try{\n${steps.join('\n')}\n}catch(error){reloadAfter(error);throw error}`,
    text.replace(ROUTE_IMPORT, ''),
  ].join('\n');
}

const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;

/** Rewrites a rendered document so its scripts load after the first paint (see above). */
export function deferAppScripts(html: string): string {
  const modules = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? '');
  const script = MODULE_SCRIPT.exec(html);
  if (!script || modules.length === 0 || modules.some((href) => /[\s"<>]/.test(href))) return html;
  const staged = stagedModuleScript(script[1] ?? '', modules);
  const inert = `<script type="text/plain" data-modules="${modules.join(' ')}">${staged}</script><script>${loader}</script>`;
  return html.replace(PRELOAD, '').replace(MODULE_SCRIPT, () => inert);
}
