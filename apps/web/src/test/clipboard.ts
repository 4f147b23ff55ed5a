/**
 * A clipboard the test controls: what the page wrote, and `text` for readText. Call the returned
 * function to remove it (afterEach).
 */
export function stubClipboard(text = '') {
  const written: string[] = [];
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: {
      writeText: (t: string) => {
        written.push(t);
        return Promise.resolve();
      },
      readText: () => Promise.resolve(text),
    },
  });
  return { written, remove: () => Reflect.deleteProperty(navigator, 'clipboard') };
}
