/** What GET /api/admin/ai/status answers (ADR 180), for machine and view tests. */
import type { AiStatus } from '../../src/api/quiz/editor/aiContract';

export const aiStatus = ({ enabled = true, usedToday = 0, dailyLimit = 20 } = {}): AiStatus => ({
  enabled,
  providers: [
    {
      id: 'chatgpt',
      label: 'ChatGPT',
      models: ['gpt-3.5-turbo-16k', 'gpt-4'],
      defaultModel: 'gpt-3.5-turbo-16k',
    },
  ],
  usedToday,
  dailyLimit,
});
