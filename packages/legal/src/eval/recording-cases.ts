import type { EvalCase } from './eval-case';

/** Recording police and distance laws: where the states differ most. */
export const RECORDING_CASES: EvalCase[] = [
  {
    id: 'illinois-audio-recording',
    state: 'IL',
    question: { message: 'Can I record audio of the police here?', state: 'Illinois' },
    mustContain: [/all-party/, 'ACLU of Illinois v. Alvarez', /openly/, '720 ILCS 5/14'],
    mustNotContain: [/Illinois lets you record a conversation you take part in without/],
  },
  {
    id: 'texas-audio-recording',
    state: 'TX',
    question: { message: 'Can I record audio of the police here?', state: 'Texas' },
    mustContain: [/one-party/, 'Turner v. Lieutenant Driver', 'Tex. Penal Code § 16.02'],
    mustNotContain: [/Texas is an all-party/],
  },
  {
    id: 'massachusetts-secret-recording',
    state: 'MA',
    question: { message: 'Is it legal to secretly record a cop in Massachusetts?' },
    // Martin v. Rollins, 982 F.3d 813 (1st Cir. 2020): secret recording of police on duty in
    // public, not of "government officials"; the advice must not forbid what it then allows.
    mustContain: [
      'Martin v. Rollins',
      'Glik v. Cunniffe',
      /open recording is allowed/i,
      /secretly recording police officers doing their duties in public is protected/i,
    ],
    mustNotContain: [
      /Massachusetts lets you record a conversation you take part in/,
      /government officials/i,
      /do not secretly record private conversations/i,
    ],
  },
  {
    id: 'oregon-in-person-notice',
    state: 'OR',
    question: { message: 'In Oregon, do I need to tell an officer that I am recording him?' },
    mustContain: [
      /specifically informed/,
      '165.540',
      'Project Veritas v. Schmidt',
      /OPENLY recording a law-enforcement officer/i,
      /stricter all-party rule/,
    ],
  },
  {
    id: 'california-filming-police',
    state: 'CA',
    question: { message: 'Can I film the cops?', state: 'California' },
    mustContain: ['148(g)', /not by itself obstruction/, 'Fordyce v. City of Seattle', '632'],
  },
  {
    id: 'new-york-recording',
    state: 'NY',
    question: { message: 'Am I allowed to record police officers in New York?' },
    mustContain: ['79-p', /one-party/, /less settled/],
  },
  {
    id: 'washington-recording-traffic-stop',
    state: 'WA',
    question: { message: 'I want to video a traffic stop in Washington state. Is that ok?' },
    // Lewis v. Dep't of Licensing, 157 Wn.2d 446 (2006): traffic-stop talk is not "private".
    mustContain: [
      /all-party/,
      /openly/,
      'Fordyce v. City of Seattle',
      '9.73.030',
      "Lewis v. Dep't of Licensing, 157 Wn.2d 446",
    ],
  },
  {
    id: 'pennsylvania-recording',
    state: 'PA',
    question: { message: 'Can I record the police in Pennsylvania?' },
    mustContain: ['Fields v. City of Philadelphia', /all-party/, /expectation of non-interception/],
  },
  {
    id: 'colorado-recording',
    state: 'CO',
    question: { message: 'Colorado: can I record an officer on my phone?' },
    // C.R.S. § 13-21-128 came from HB 15-1290 (signed May 20, 2015), not SB 20-217.
    mustContain: ['Irizarry v. Yehia', /one-party/, '18-9-303', 'HB 15-1290', '13-21-128'],
    mustNotContain: ['SB 20-217'],
  },
  {
    id: 'montana-hidden-recording',
    state: 'MT',
    question: { message: 'Can I secretly record a cop in Montana?' },
    // Mont. Code Ann. § 45-8-213(2)(a) exempts recordings BY officials; SB 388 (2025) died.
    mustContain: [/all-party/, '45-8-213', /hidden/, /not excepted/],
    mustNotContain: [/recording on-duty police is excepted/i, /Montana lets you record/],
  },
  {
    id: 'florida-recording',
    state: 'FL',
    question: { message: 'Can I record police in Florida?' },
    mustContain: ['Smith v. City of Cumming', /all-party/, /reasonable expectation of privacy/],
  },
  {
    id: 'michigan-mixed-consent',
    state: 'MI',
    question: { message: 'Michigan: can I audio record an officer?' },
    mustContain: [/mixed/, /stricter all-party rule/, 'Sullivan v. Gray', /less settled/],
  },
  {
    id: 'dc-recording',
    state: 'DC',
    question: { message: 'Can I record police in Washington DC?' },
    mustContain: [/one-party/, 'D.C. Code § 23-542'],
  },
  {
    id: 'new-jersey-recording',
    state: 'NJ',
    question: { message: 'New Jersey: is filming police legal?' },
    mustContain: ['Fields v. City of Philadelphia', /one-party/],
  },
  {
    id: 'recording-without-a-state-asks-for-it',
    question: { message: 'Can I record the police?', state: 'Unknown' },
    mustContain: [
      /First Amendment/,
      /Supreme Court has not decided/,
      /Tell me your state/,
      /Massachusetts/,
      /openly/,
    ],
  },
  {
    id: 'florida-buffer',
    state: 'FL',
    question: { message: 'How close can I stand to police while filming in Florida?' },
    mustContain: ['843.31', /25 feet/, /warns you not to approach/, /more than 25 feet/],
    mustNotContain: [/Florida.{0,80}enjoined/],
  },
  {
    id: 'louisiana-buffer',
    state: 'LA',
    question: { message: 'Is there a 25 foot buffer law in Louisiana?' },
    mustContain: [/enjoined/, 'Deep South Today v. Murrill', '14:109', /Status as of our data/],
  },
  {
    id: 'indiana-buffer',
    state: 'IN',
    question: { message: 'Indiana says I have to stay 25 feet from police when recording?' },
    // HEA 1122 (2025); Nicodemus, No. 24-1099; RCFP v. Rokita, No. 24-2927 (a preliminary ruling).
    mustContain: [
      'Nicodemus',
      'No. 24-1099',
      'No. 24-2927',
      /preliminary injunction/,
      /vague/,
      /Status as of our data/,
      '35-44.1-2-14',
      'HEA 1122',
      /reasonably believ/,
    ],
    mustNotContain: [/held (it|the same law) unconstitutionally vague/i],
  },
  {
    id: 'tennessee-buffer',
    state: 'TN',
    question: { message: 'What is the Tennessee 25 feet halo law?' },
    mustContain: [
      /25 feet/,
      /affirmative defense/,
      'Gannett v. Long',
      /section number not verified/,
    ],
  },
  {
    id: 'buffer-without-a-state',
    question: { message: 'Can an officer make me step back 25 feet?', state: 'Unknown' },
    mustContain: [/some states/i, /step back/],
    mustNotContain: [/buffer laws are unconstitutional/i],
  },
  {
    id: 'recording-follow-up-in-another-state',
    state: 'TX',
    question: {
      message: 'What about in Texas?',
      state: 'California',
      conversationHistory: [
        { role: 'user', content: 'Can I record audio of the police in Illinois?' },
        { role: 'assistant', content: 'About recording police in Illinois: ... all-party ...' },
      ],
    },
    mustContain: [/one-party/, 'Turner v. Lieutenant Driver', /record police in Texas/],
    mustNotContain: [/Illinois is an all-party/],
  },
  {
    id: 'recording-phone-taken',
    question: { message: 'The officer told me to delete my video and tried to take my phone' },
    mustContain: ['Riley v. California', /Do not delete/, /warrant/],
  },
];
