/**
 * Browser storage that never throws: private modes and blocked storage cost one console
 * warning and the site keeps working without persistence.
 */
let warned = false;

function warn(error: unknown) {
  if (warned) return;
  warned = true;
  console.warn('Browser storage is unavailable; preferences will not be remembered.', error);
}

export const safeStorage = {
  get(key: string): string | null {
    try {
      return window.localStorage.getItem(key);
    } catch (error) {
      warn(error);
      return null;
    }
  },
  set(key: string, value: string): void {
    try {
      window.localStorage.setItem(key, value);
    } catch (error) {
      warn(error);
    }
  },
  remove(key: string): void {
    try {
      window.localStorage.removeItem(key);
    } catch (error) {
      warn(error);
    }
  },
};
