// The properties module's public surface: other modules and the app import it from here only (eslint.config.js).
// The property listing and pages.
export { registerPropertiesModule } from './properties.plugin.ts';
export { PropertiesService, PROPERTY_NOT_FOUND } from './properties.service.ts';
