// The cloud-drive promotion module's public entry: the demo seed writes resources and promotions through this file.
export { panService } from './service';
export { adminPanService } from './admin-service';
