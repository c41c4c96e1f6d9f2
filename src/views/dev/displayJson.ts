/**
 * Any actor context or event as indented JSON for the inspector: cycles, actor refs, functions, maps, sets and
 * errors are written as readable placeholders instead of throwing or flooding the panel.
 */
const LIMIT = 20_000;

function isActorRef(value: object): value is { sessionId: string; id?: string } {
  return 'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';
}

export function displayJson(value: unknown): string {
  const seen = new WeakSet<object>();
  const text = JSON.stringify(
    value,
    (_key, item: unknown) => {
      if (typeof item === 'bigint') return `${item}n`;
      if (typeof item === 'function') return `[function ${item.name || 'anonymous'}]`;
      if (item === undefined) return '[undefined]';
      if (typeof item !== 'object' || item === null) return item;
      if (isActorRef(item)) return `[actor ${item.id ?? item.sessionId}]`;
      if (seen.has(item)) return '[circular]';
      seen.add(item);
      if (item instanceof Map) return Object.fromEntries(item);
      if (item instanceof Set) return [...item];
      if (item instanceof Error) return { name: item.name, message: item.message };
      return item;
    },
    2,
  );
  if (text === undefined) return String(value);
  return text.length > LIMIT ? `${text.slice(0, LIMIT)}\n… (${text.length - LIMIT} more characters)` : text;
}
