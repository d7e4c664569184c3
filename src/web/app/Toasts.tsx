import { Toaster } from 'sonner';
import { TOAST_DURATION_MS } from '#shared/constants';

/** The toast host (top right, (docs/PRODUCT.md#pages)). Loaded lazily: toasts created earlier are replayed. */
export default function Toasts() {
  return (
    <Toaster
      position="top-right"
      duration={TOAST_DURATION_MS}
      closeButton
      richColors
      theme="dark"
    />
  );
}
