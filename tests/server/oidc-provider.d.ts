/** The part of oidc-provider (a certified OpenID Provider, shipped without types) the single sign-on tests use. */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  interface Grant {
    addOIDCScope(scope: string): void;
    addOIDCClaims(claims: string[]): void;
    save(): Promise<string>;
  }

  interface Context {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: { Grant: new (init: { clientId: string; accountId: string }) => Grant };
    };
  }

  interface Account {
    accountId: string;
    claims(): Promise<Record<string, unknown>>;
  }

  interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: Context, id: string) => Promise<Account | undefined>;
    claims?: Record<string, string[]>;
    features?: Record<string, { enabled: boolean }>;
    loadExistingGrant?: (ctx: Context) => Promise<Grant | undefined>;
    pkce?: { required?: () => boolean };
    cookies?: { keys?: string[] };
    ttl?: Record<string, number>;
  }

  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
