/** A refused LTI request: the tool's pages show its message (ADR 183); never a 5xx. */
export class LtiRefusal extends Error {
  constructor(
    message: string,
    readonly statusCode: 400 | 401 | 403 | 404 | 409 = 400,
  ) {
    super(message);
    this.name = 'LtiRefusal';
  }
}

/** What the launch pages say; each names what went wrong and what to do. */
export const LTI_REFUSALS = {
  unknownPlatform:
    'This platform is not registered with the tool. Ask your administrator to register its issuer and client ID.',
  loginIncomplete: 'The login request from your course is missing its issuer, login hint or target link.',
  targetLink: 'The login request names a target link that is not this tool.',
  otherBrowser:
    'This launch was started in another browser, or your browser did not keep the tool’s cookie. Open the tool again from your course; if this happens again, open it in a new window.',
  unknownDeployment:
    'This deployment of the tool is not registered. Ask your administrator to add its deployment ID.',
  state: 'This launch is unknown, expired or was already used. Open the tool again from your course.',
  platformError: (description: string) => `Your course reported an error: ${description}`,
  idTokenMissing: 'The launch carries no id token.',
  signature: 'The launch could not be verified: its signature does not match the platform’s keys.',
  keySet: 'The platform’s key set could not be read, so the launch could not be verified. Try again later.',
  expired: 'The launch has expired. Open the tool again from your course.',
  audience: 'The launch was meant for another tool (its audience is not this registration’s client ID).',
  issuer: 'The launch comes from another issuer than the one that started the login.',
  claims: (detail: string) => `The launch is not a valid LTI 1.3 message: ${detail}.`,
  nonce:
    'The launch was already used (its nonce does not match this login). Open the tool again from your course.',
  version: 'The launch is not an LTI 1.3 message.',
  messageType: 'This kind of LTI message is not supported by the tool.',
  role: 'Your role in the course does not open this tool: only instructors and learners can use it.',
  deepLinkLearner: 'Only instructors can choose content for the course.',
  deepLinkType: 'The course does not accept LTI resource links, the only content this tool offers.',
  noQuiz: 'This link does not name a quiz yet. Ask your instructor to choose a quiz for it.',
  quizGone: 'The quiz of this link is no longer available. Ask your instructor.',
  quizNotChosen:
    'This link names a quiz that was not chosen for this course. Ask your instructor to choose the quiz again from the course.',
  attemptTaken:
    'This quiz was already opened from your course by another user with your e-mail. Ask your instructor.',
  accountTaken:
    'An account with your e-mail already exists in the console and is not linked to your course. Ask an administrator.',
  accountInactive: 'Your console account is deactivated. Ask an administrator.',
  busy: 'This link was opened twice at the same moment and its quiz changed meanwhile. Open it again from your course.',
  deepLinkGone:
    'This content selection has expired or was already answered. Start it again from your course.',
} as const;
