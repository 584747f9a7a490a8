// Every record of every object store of the IndexedDB databases whose names contain `nameIncludes`, as one text:
// what a customer's device holds, tombstones included. Self-contained (no imports, no outer names), so the e2e tests
// can run it in the page with page.evaluate; the db tests pass fake-indexeddb's factory.
export async function rawIndexedDb(nameIncludes: string, factory: IDBFactory = indexedDB): Promise<string> {
  const dumps: unknown[] = [];
  for (const info of await factory.databases()) {
    if (!info.name?.includes(nameIncludes)) continue;
    const idb = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = factory.open(info.name ?? '');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error);
    });
    for (const store of Array.from(idb.objectStoreNames)) {
      const records = await new Promise<unknown[]>((resolve, reject) => {
        const request = idb.transaction(store, 'readonly').objectStore(store).getAll();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      dumps.push({ database: info.name, store, records });
    }
    idb.close();
  }
  return JSON.stringify(dumps);
}
