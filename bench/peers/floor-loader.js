/*
 * The design floors' loader (bench/mobile.ts): the least a script-tag shell from the service's origin can do, with
 * none of tucan's code. Served next to the floor's bundle; it finds its own URL and, for each placeholder in the page,
 * either imports the floor's bundle from there (`<bench-floor>`: the shell floor, two levels as tucan's shell and an
 * element) or starts a frame whose document comes from there (`<bench-floor-frame>`: the frame floor, as tucan's
 * shell starts a frame card's frame).
 */
(() => {
  const base = document.currentScript.src;
  if (document.querySelector('bench-floor')) import(new URL('bench-floor.js', base).href);
  for (const host of document.querySelectorAll('bench-floor-frame')) {
    const iframe = document.createElement('iframe');
    iframe.title = 'Card';
    iframe.allow = 'payment';
    iframe.src = new URL('frame/bench-floor.html', base).href;
    host.append(iframe);
  }
})();
