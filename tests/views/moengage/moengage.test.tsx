/**
 * The MoEngage screen (ADR 347) against a fake server: the settings form saves the key once and never shows it, a
 * save on an older version offers Reload or Keep mine, the mapping is shown read only, and the delivery log lists
 * each send with MoEngage's answer; Test connection says what MoEngage answered and reads the log again.
 */
import { screen, within } from '@testing-library/react';
import { STALE_MESSAGES } from '../../../src/domain/shared/recordVersions';
import type { MoengageSettings } from '../../../src/domain/moengage/moengageSettings';
import { fakeServer } from '../recordingServer';
import { renderApp } from '../renderApp';

const SUPER = { user: { firstName: 'Sam', lastName: 'Super', roles: ['ROLE_SUPER_ADMIN'] }, flags: {} };
const STALE = STALE_MESSAGES.moengageSettings;

function moengageServer(options: { theirsFirst?: boolean } = {}) {
  let settings: MoengageSettings | null = null;
  let theirs = options.theirsFirst ?? false;
  const deliveries = [
    {
      id: 2,
      at: '2026-11-27T10:05:00.000Z',
      outcome: 'retried',
      events: 3,
      status: 429,
      excerpt: 'Too many requests',
    },
    { id: 1, at: '2026-11-27T10:00:00.000Z', outcome: 'sent', events: 12, status: 200, excerpt: 'accepted' },
  ];
  return fakeServer((path, method, body) => {
    if (path === '/api/admin/moengage/settings' && method === 'GET') return { content: { settings } };
    if (path === '/api/admin/moengage/settings') {
      const request = body as Record<string, unknown> & { version: number };
      if (theirs) {
        theirs = false;
        settings = {
          dataCenter: '02',
          appId: 'THEIRS',
          hasApiKey: true,
          enabled: false,
          emailAsCustomerId: false,
          stopped: null,
          version: 1,
        };
        return { status: 409, content: { message: STALE, errors: { version: [STALE] } } };
      }
      if (request.version !== (settings?.version ?? 0))
        return { status: 409, content: { message: STALE, errors: { version: [STALE] } } };
      settings = {
        dataCenter: request.dataCenter as MoengageSettings['dataCenter'],
        appId: request.appId as string,
        hasApiKey: settings?.hasApiKey === true || typeof request.apiKey === 'string',
        enabled: request.enabled as boolean,
        emailAsCustomerId: request.emailAsCustomerId as boolean,
        stopped: null,
        version: request.version + 1,
      };
      return { content: { settings } };
    }
    if (path === '/api/admin/moengage/deliveries') return { content: { deliveries, pending: 3 } };
    if (path === '/api/admin/moengage/test') {
      deliveries.unshift({
        id: 3,
        at: '2026-11-27T10:10:00.000Z',
        outcome: 'testPassed',
        events: 0,
        status: 400,
        excerpt: 'elements cannot be empty array',
      });
      return { content: { outcome: 'connected', status: 400 } };
    }
    return { status: 404, content: { message: 'Not found' } };
  });
}

test('the key is sent once and never shown again; the settings are created on version 0', async () => {
  const { http, calls } = moengageServer();
  const { user } = renderApp('/moengage', { stored: SUPER }, http);
  await user.selectOptions(await screen.findByLabelText('Data centre'), '03');
  await user.type(screen.getByLabelText('Workspace ID'), 'SCIVID');
  await user.type(screen.getByLabelText('Data API key'), 'secret-key-1');
  await user.click(screen.getByRole('switch', { name: 'Send events to MoEngage' }));
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  expect(await screen.findByText('A key is stored. Leave this empty to keep it.')).toBeInTheDocument();
  expect(screen.getByLabelText('Data API key')).toHaveValue('');
  expect(calls.filter((call) => call.method === 'PUT').map((call) => call.body)).toEqual([
    {
      dataCenter: '03',
      appId: 'SCIVID',
      apiKey: 'secret-key-1',
      enabled: true,
      emailAsCustomerId: false,
      version: 0,
    },
  ]);
  // A second save keeps the stored key: no key is sent.
  await user.click(
    screen.getByRole('checkbox', { name: 'Use the e-mail address as the MoEngage customer ID' }),
  );
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  await screen.findByRole('checkbox', {
    name: 'Use the e-mail address as the MoEngage customer ID',
    checked: true,
  });
  await vi.waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(2));
  expect(calls.filter((call) => call.method === 'PUT')[1]?.body).toEqual({
    dataCenter: '03',
    appId: 'SCIVID',
    enabled: true,
    emailAsCustomerId: true,
    version: 1,
  });
});

test('a save someone else overtook offers Reload, which shows their settings', async () => {
  const { http } = moengageServer({ theirsFirst: true });
  const { user } = renderApp('/moengage', { stored: SUPER }, http);
  await user.type(await screen.findByLabelText('Workspace ID'), 'MINE');
  await user.click(screen.getByRole('button', { name: 'Save settings' }));
  const conflict = await screen.findByRole('alertdialog');
  expect(conflict).toHaveAccessibleDescription(STALE);
  await user.click(within(conflict).getByRole('button', { name: 'Reload' }));
  expect(await screen.findByDisplayValue('THEIRS')).toBeInTheDocument();
});

test('the log lists each send with its answer; Test connection says what MoEngage answered and reads it again', async () => {
  const { http } = moengageServer();
  const { user } = renderApp('/moengage', { stored: SUPER }, http);
  const mapping = await screen.findByRole('table', { name: 'What is sent' });
  expect(within(mapping).getByText('quiz_id, class_id, score_percent, attempt, late')).toBeInTheDocument();
  // A hand grade sends the score the student has now.
  expect(within(mapping).getByText("An instructor's grading changes a student's score")).toBeInTheDocument();
  const log = await screen.findByRole('table', { name: 'Delivery log' });
  expect(within(log).getByText('Will be retried')).toBeInTheDocument();
  expect(within(log).getByText('HTTP 429 Too many requests')).toBeInTheDocument();
  expect(screen.getByText('Events waiting to be sent: 3')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Test connection' }));
  expect(await screen.findByText('MoEngage accepted the workspace ID and key.')).toBeInTheDocument();
  expect(
    await within(screen.getByRole('table', { name: 'Delivery log' })).findByText('Test passed'),
  ).toBeInTheDocument();
});
