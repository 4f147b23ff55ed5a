// The cloud-drive promotion module's public entry: the demo seed writes resources and promotions through this file.
export { panService } from './service';
