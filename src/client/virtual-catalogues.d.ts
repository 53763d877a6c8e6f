// The compiled message catalogues the build makes from src/locales (scripts/vite-catalogues.ts).
declare module 'virtual:catalogue/*' {
  import type { Messages } from '@lingui/core';
  const messages: Messages;
  export default messages;
}
