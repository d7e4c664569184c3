/** What other web features may use of the image generator. */
export { ImageProgressCard } from './ImageProgressCard';
export { useJobStatus } from './useJobProgress';
export { startImage } from './api';
