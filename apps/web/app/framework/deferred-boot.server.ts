import { CHUNK_RELOAD_INTERVAL_MS, CHUNK_RELOAD_KEY, chunkErrorPattern } from '../lib/chunk-reload';
import { EVERY_PAGE_CHUNKS } from './chunk-names';

// The staged boot: what it replaces in React Router's <Scripts>, and what it reads, is in OVERRIDES.md.

/** The scripts start at the latest this long after the page arrived (decision 0013). */
export const BOOT_CAP_MS = 3000;

/** Each module preload costs a slow phone 2-4 ms of main thread: a dozen in one task made a long task. */
const PRELOADS_PER_TASK = 4;

/** How long a kept click waits for React, in tries 50 ms apart: scripts on a slow phone included. */
const REPLAY_TRIES = 300;

/** Runs in the page: starts the scripts after the first paint and replays an early click once React owns its element. */
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
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const ROUTE_IMPORT = /^\s*import \* as (\w+) from "([^"]+)";[ \t]*\n?/gm;
/** Anything React Router's <Scripts> writes: a document with none of it has nothing to stage. */
const APP_SCRIPTS = /<script[^>]* type="module"|<link[^>]* rel="modulepreload"/;
/** The chunks every page evaluates, in the order they depend on each other. */
const everyPageChunks = EVERY_PAGE_CHUNKS.map((name) => new RegExp(`/assets/${name}-[\\w-]+\\.js$`));

/** spec-coverage 8.6 before the entry's own listener exists: a page naming chunks a deploy removed reloads once. */
const reloadOnChunkError =
  `const reloadAfter=(error)=>{if(!${chunkErrorPattern}.test(String(error&&error.message)))return;
const last=Number(sessionStorage.getItem("${CHUNK_RELOAD_KEY}"));
if(!(Date.now()-last<${CHUNK_RELOAD_INTERVAL_MS})){sessionStorage.setItem("${CHUNK_RELOAD_KEY}",String(Date.now()));location.reload()}};`.replaceAll(
    '\n',
    '',
  );

/** Imports the framework, the layout and each route module in a task of its own, then runs the rest of the script. */
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

const reported = new Set<string>();

/** Once per reason and process: a page that keeps React Router's scripts still works, but boots in one long task. */
export function warnStagedBootMiss(reason: string) {
  if (reported.has(reason)) return;
  reported.add(reason);
  console.warn(`[staged boot] not applied: ${reason}. See apps/web/app/framework/OVERRIDES.md.`);
}

/** Why React Router's markup was not recognised; undefined when it was. */
function missIn(script: RegExpExecArray | null, modules: readonly string[]): string | undefined {
  if (!script) return 'no <script type="module" async=""> in the document';
  if (modules.length === 0) return 'no <link rel="modulepreload" href="…"/> in the document';
  if (modules.some((href) => /[\s"<>]/.test(href))) return 'a module preload href with a space, quote or angle bracket';
  return undefined;
}

/** Rewrites a rendered document so its scripts load after the first paint; markup it does not recognise stays as rendered, reported. */
export function deferAppScripts(html: string, onMiss: (reason: string) => void = warnStagedBootMiss): string {
  if (!APP_SCRIPTS.test(html)) return html;
  const modules = [...html.matchAll(PRELOAD)].map((match) => match[1] ?? '');
  const script = MODULE_SCRIPT.exec(html);
  const miss = missIn(script, modules);
  if (miss || !script) {
    onMiss(miss ?? 'no module script');
    return html;
  }
  const text = script[1] ?? '';
  const staged = stagedModuleScript(text, modules);
  if (staged === text) onMiss('no `import * as routeN from "…"` line in the module script');
  const inert = `<script type="text/plain" data-modules="${modules.join(' ')}">${staged}</script><script>${loader}</script>`;
  return html.replace(PRELOAD, '').replace(MODULE_SCRIPT, () => inert);
}
