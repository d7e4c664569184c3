/** The not-found page, shown by features for an unknown sub-page. */
export { default as NotFoundPage } from './NotFoundPage';
