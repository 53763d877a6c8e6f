/*
 * A stand-in XMLHttpRequest for uploads (lib/api-files.ts): each one the page sends is kept in
 * `FakeUpload.sent`; `vi.stubGlobal('XMLHttpRequest', FakeUpload)` puts it in place.
 */

/** One upload as the page sent it; the test answers it when it chooses. */
export class FakeUpload {
  static sent: FakeUpload[] = [];
  readonly upload = new EventTarget();
  readonly #events = new EventTarget();
  readonly headers: Record<string, string> = {};
  url = '';
  body: FormData | undefined;
  status = 0;
  responseText = '';

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  addEventListener(type: string, listener: EventListener) {
    this.#events.addEventListener(type, listener);
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.sent.push(this);
  }
  progress(loaded: number, total: number) {
    this.upload.dispatchEvent(Object.assign(new Event('progress'), { lengthComputable: true, loaded, total }));
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.#events.dispatchEvent(new Event('load'));
  }
}
