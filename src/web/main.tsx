import './styles.css';

/**
 * The entry is only this: it starts the app (src/web/app/startApp.tsx) once the browser has
 * painted. A new visitor's first page arrives already drawn by the server (the landing page or
 * the 18+ question, src/server/http/spaPages.ts), so it paints from the HTML and the stylesheet
 * alone; downloading and running the app's code first would only hold that paint back. Without
 * drawn markup there is nothing to paint, so the app starts at once.
 * See docs/decisions/0043-app-after-first-paint.md.
 */
const startApp = () => void import('./app/startApp');

const root = document.getElementById('root');
if (root?.hasChildNodes()) {
  // The callback of a frame runs before that frame is painted; the task it queues runs after.
  requestAnimationFrame(() => setTimeout(startApp, 0));
} else {
  startApp();
}
