import './styles.css';

/**
 * The entry is only this: it starts the app (src/web/app/startApp.tsx) once the browser has
 * painted. A new visitor's first page arrives already drawn by the server (the landing page or
 * the 18+ question, src/server/http/spaPages.ts), so it paints from the HTML and the stylesheet
 * alone; downloading and running the app's code first would only hold that paint back. Without
 * drawn markup there is nothing to paint, so the app starts at once.
 * See docs/decisions/0043-app-after-first-paint.md.
 */
let started = false;
function startApp() {
  if (started) return;
  started = true;
  void import('./app/startApp');
}

/** The first paint is reported once it is on screen; until then the app would compete with it. */
function afterFirstPaint(start: () => void) {
  // Every current browser reports paints; one that does not simply starts at once.
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return start();
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  });
  observer.observe({ type: 'paint', buffered: true });
  // A tab opened in the background paints only when shown; its app need not wait for that.
  setTimeout(start, 3000);
}

const root = document.getElementById('root');
if (root?.hasChildNodes()) afterFirstPaint(startApp);
else startApp();
