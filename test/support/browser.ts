import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/server/app';
import { testBearer } from './test-app';

let browsersOpened = 0;

/**
 * A browser against the test app: it keeps the cookies the server sets (XSRF pair, browser id,
 * session) and sends them back, echoing the XSRF token on writes, as the page does. Each one
 * calls from its own address, as separate visitors do (limits per client count them apart).
 */
export class TestBrowser {
  private readonly cookies = new Map<string, string>();

  private constructor(
    private readonly app: App,
    readonly address: string,
  ) {}

  /** A browser that has loaded a page (so it holds the XSRF pair and its browser id). */
  static async open(app: App): Promise<TestBrowser> {
    browsersOpened += 1;
    const address = `10.${(browsersOpened >> 16) & 255}.${(browsersOpened >> 8) & 255}.${browsersOpened & 255}`;
    const browser = new TestBrowser(app, address);
    await browser.get('/api/xsrf-token');
    return browser;
  }

  post(url: string, payload: unknown, headers: Record<string, string> = {}) {
    return this.send('POST', url, headers, payload);
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.send('GET', url, headers);
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  private async send(
    method: 'GET' | 'POST',
    url: string,
    headers: Record<string, string>,
    payload?: unknown,
  ): Promise<LightMyRequestResponse> {
    const response = await this.app.inject({
      method,
      url,
      remoteAddress: this.address,
      payload: payload as object | undefined,
      headers: {
        authorization: `Bearer ${testBearer}`,
        cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
        'x-xsrf-token': this.cookies.get('XSRF-TOKEN') ?? '',
        ...headers,
      },
    });
    for (const cookie of response.cookies as { name: string; value: string; maxAge?: number }[]) {
      const cleared = cookie.value === '' || cookie.maxAge === 0;
      if (cleared) this.cookies.delete(cookie.name);
      else this.cookies.set(cookie.name, cookie.value);
    }
    return response;
  }
}
