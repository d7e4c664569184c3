export { createImagingService, type ImagingService } from './service.js';
export { createImagingStore } from './store.js';
export { registerImagingRoutes } from './routes.js';
export { IMAGE_QUEUE } from './context.js';
export { registerComfyRoutes } from './comfyRoutes.js';
