/** A student's session of a small quiz: two activities, a video and three questions (one multiple-answer). */
import type { TakeOutcome, TakeSession } from '../../src/api/take/takeContract';

export const TAKE_TOKEN = 'A'.repeat(43);
/** The device's clock in these fixtures; the server runs 5 minutes ahead of it. */
export const DEVICE_NOW = new Date('2026-03-10T09:00:00.000Z');
export const SERVER_NOW = '2026-03-10T09:05:00.000Z';

export function takeSession(over: Partial<TakeSession> = {}): TakeSession {
  return {
    quiz: {
      title: 'Cell Biology Basics',
      isGraded: false,
      duration: 600,
      deadline: '2026-03-20T17:00:00.000Z',
      opensAt: null,
      showCaption: true,
      questionCount: 3,
    },
    studentEmail: 'student@school.test',
    state: 'in_progress',
    serverNow: SERVER_NOW,
    startedAt: '2026-03-10T09:00:00.000Z',
    // 5 minutes left on the server's clock.
    dueAt: '2026-03-10T09:10:00.000Z',
    activities: [
      {
        id: 1,
        title: 'Membranes',
        items: [
          { kind: 'video', id: 10, title: 'The cell membrane', video: null },
          {
            kind: 'question',
            id: 11,
            number: 1,
            title: 'What surrounds a cell?',
            image: null,
            isMultiple: false,
            options: [
              { id: 1, text: 'A membrane' },
              { id: 2, text: 'A shell' },
            ],
          },
        ],
      },
      {
        id: 2,
        title: 'Organelles',
        items: [
          {
            kind: 'question',
            id: 21,
            number: 2,
            title: 'Which are organelles?',
            image: null,
            isMultiple: true,
            options: [
              { id: 5, text: 'Nucleus' },
              { id: 6, text: 'Mitochondrion' },
              { id: 7, text: 'Cytoplasm' },
            ],
          },
          {
            kind: 'question',
            id: 22,
            number: 3,
            title: 'Where is DNA kept?',
            image: null,
            isMultiple: false,
            options: [
              { id: 8, text: 'Nucleus' },
              { id: 9, text: 'Ribosome' },
            ],
          },
        ],
      },
    ],
    answers: {},
    outcome: null,
    ...over,
  };
}

export function takeOutcome(over: Partial<TakeOutcome> = {}): TakeOutcome {
  return {
    submittedAt: '2026-03-10T09:06:00.000Z',
    questionCount: 3,
    percentage: 67,
    score: 2,
    late: false,
    rightAnswers: { '11': [1], '21': [5, 6], '22': [8] },
    ...over,
  };
}
