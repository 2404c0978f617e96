import { describe, expect, it } from 'vitest';
import { answerLegalQuestion } from './compose';

/**
 * The class "confident answers outside the corpus", asked in words of our own (none is in
 * the development set): what the corpus does not cover is said in the first line with where to
 * go; the topics the audit found missing are answered from their own sources.
 */
const ask = (message: string, state?: string) =>
  answerLegalQuestion({ message, ...(state === undefined ? {} : { state }) });

describe('saying what is not covered', () => {
  it.each([
    'Can police tow my car from my driveway?',
    'Is jaywalking a crime?',
    'How do I get my record expunged?',
    'How do I get an arrest taken off my record?',
    'Do I need a permit to carry a handgun in my car?',
    'Can police take my cash under civil forfeiture?',
    'What is the bail for a misdemeanor?',
    'My trial is next week in Boise, should I take the plea deal?',
    'The insurance company won’t pay for my car after a crash, what do I do?',
    'Can I be arrested for not paying child support?',
  ])('says in the first line that it does not cover "%s"', (message) => {
    const answer = ask(message);
    expect(answer.isCovered).toBe(false);
    expect(answer.summary.split('\n')[0]).toBe(
      'That question is not covered by our legal library, so I will not guess at an answer.',
    );
    expect(answer.response).not.toMatch(/remain silent|Fourth Amendment|consent/i);
  });

  it('points to real help in the person’s state: the bar, legal aid, the defender, the ACLU', () => {
    const answer = ask('Can the police impound my car for unpaid parking tickets?', 'Ohio');
    expect(answer.isCovered).toBe(false);
    expect(answer.summary).toMatch(/lawyer referral service of the Ohio bar/);
    expect(answer.summary).toMatch(/legal aid/);
    expect(answer.summary).toMatch(/public defender/);
    expect(answer.summary).toMatch(/ACLU’s Ohio affiliate/);
    expect(ask('¿Me pueden suspender la licencia por no pagar unas multas?').isCovered).toBe(false);
    const spanish = ask('¿Cómo borro mis antecedentes penales?');
    expect(spanish.language).toBe('es');
    expect(spanish.summary).toMatch(/^Nuestra biblioteca legal no cubre esa pregunta/);
  });

  it('still answers a covered question that carries details the rules do not name', () => {
    expect(ask('Can cops search my car because of my tinted windows?').isCovered).toBe(true);
    expect(ask('Can I record a deputy with my GoPro in Florida?').isCovered).toBe(true);
    // Arrested for something the corpus speaks to is covered; the setting and the details are not
    // what is asked.
    expect(ask('Could I get arrested for swearing at an officer?').isCovered).toBe(true);
    const bystander = ask(
      'I am watching cops arrest a guy on my block in Denver, can I stay and film?',
    );
    expect(bystander.isCovered).toBe(true);
    expect(bystander.summary).toMatch(/^You may record police in Colorado/);
  });
});

describe('the topics the audit found missing, from their sources', () => {
  it('a police drone or helicopter over a yard: Ciraolo and Riley, drones undecided', () => {
    const answer = ask('The sheriff keeps flying a drone over my backyard. Is that legal?');
    expect(answer.summary).toMatch(/has not decided whether a police drone/);
    expect(answer.response).toMatch(/California v\. Ciraolo/);
    expect(answer.response).toMatch(/Florida v\. Riley/);
    expect(answer.response).not.toMatch(/FAA|Part 107|all-party/);
  });

  it('police lying to a teenager in Chicago: Illinois presumes the confession inadmissible', () => {
    const answer = ask('Detectives in Chicago lied to my 15 year old daughter to get a confession');
    expect(answer.summary).toMatch(/^In Illinois, a confession by someone under 18/);
    expect(answer.citations.map((c) => c.citation).join(' ')).toContain('705 ILCS 405/5-401.6');
    expect(answer.response).not.toMatch(/confession stands|Police may lie to you/);
    // Outside Illinois the answer says state law decides, and cites no Illinois statute.
    const ohio = ask('Can police lie to my 14-year-old son during questioning in Cleveland?');
    expect(ohio.response).toMatch(/depends on state law/);
    expect(ohio.citations.map((c) => c.citation).join(' ')).not.toMatch(/ILCS/);
  });

  it('NYC’s Right to Know Act in the city, not in Buffalo', () => {
    const queens = ask('Does an NYPD cop in Queens have to give me a business card?');
    expect(queens.summary).toMatch(/^In New York City, NYPD officers must give their name/);
    expect(queens.citations.map((c) => c.citation).join(' ')).toContain('§ 14-174');
    const buffalo = ask('Does a Buffalo police officer have to tell me his badge number?');
    expect(buffalo.response).not.toMatch(/Right to Know Act/);
  });

  it('New York’s 24 hours to arraignment, beside the federal 48-hour rule', () => {
    const answer = ask('I got locked up in the Bronx, how many hours until I see a judge?');
    expect(answer.summary).toMatch(/more than 24 hours before arraignment is presumed unnecessary/);
    expect(answer.response).toMatch(/Maxian/);
    const texas = ask('How long can they hold me in jail in Dallas before a judge?');
    expect(texas.summary).toMatch(/48 hours/);
    expect(texas.response).not.toMatch(/24 hours/);
  });

  it('Georgia’s breath-test refusal (Elliott v. State)', () => {
    const answer = ask('Can I say no to blowing into the breathalyzer in Atlanta?');
    expect(answer.summary).toMatch(/^In Georgia the state constitution protects you/);
    expect(answer.response).toMatch(/Elliott v\. State/);
  });

  it('sobriety checkpoints: Sitz, and Michigan’s own ban', () => {
    const ohio = ask('Are sobriety checkpoints legal in Cincinnati?');
    expect(ohio.summary).toMatch(/does not violate the Fourth Amendment/);
    expect(ohio.response).toMatch(/Sitz/);
    const michigan = ask('There is a DUI roadblock outside Grand Rapids, is it legal?');
    expect(michigan.summary).toMatch(/^In Michigan sobriety checkpoints are not allowed/);
    const texas = ask('Can El Paso police run a DWI checkpoint?');
    expect(texas.summary).toMatch(/^No: sobriety checkpoints are not allowed in Texas/);
    expect(texas.summary).toMatch(/Holt v\. State\)/);
  });

  it('the states that run no sobriety checkpoints, each with its reason', () => {
    const wisconsin = ask('Is there gonna be a drunk driving checkpoint in Madison this weekend?');
    expect(wisconsin.summary).toMatch(/^No: police in Wisconsin do not run sobriety checkpoints/);
    expect(wisconsin.summary).toMatch(/a state statute prohibits them/);
    const alaska = ask('¿Ponen retenes de alcohol en Anchorage?', 'es');
    expect(alaska.summary).toMatch(/^No: en Alaska la policía no pone puntos de control/);
    const ohio = ask('Will there be a DUI checkpoint in Columbus tonight?');
    expect(ohio.summary).not.toMatch(/^No:/);
  });

  it('an officer taking a phone to look at its videos: McArthur and Riley', () => {
    const answer = ask('A cop took my cell to look at the pictures on it. Can he?');
    expect(answer.response).toMatch(/Illinois v\. McArthur/);
    expect(answer.response).toMatch(/Riley v\. California/);
  });
});

describe('the situation a question is about, in words of our own', () => {
  it('a phone gone through after an arrest is a phone search (Riley), not the arrest', () => {
    const answer = ask('They locked me up last night and went thru my phone, is that ok?');
    expect(answer.summary).toMatch(/need a warrant to search the data on your phone/);
  });

  it('immigration agents who say they have a warrant at a door: whose signature it bears', () => {
    const answer = ask('La migra is at my door and says they got a warrant, what do I do?');
    expect(answer.summary).toMatch(/signed by an immigration officer, not a judge/);
  });

  it('everyday words (a weekday, a relative, "gonna") do not make a question uncovered', () => {
    const answer = ask('My husband says the cops are gonna search his truck Saturday, can they?');
    expect(answer.isCovered).toBe(true);
    const spanish = answerLegalQuestion({
      message: '¿Es verdad que me pueden parar el sábado en un retén en Dallas?',
      language: 'es',
    });
    expect(spanish.isCovered).toBe(true);
  });
});

describe('no-knock warrants, in words of our own', () => {
  it('says No first where the state bans them, and the federal rule elsewhere', () => {
    const virginia = ask('Could Harrisonburg cops bust in my door with a no knock warrant?');
    expect(virginia.summary).toMatch(/^No: Virginia banned no-knock search warrants in 2020/);
    const florida = answerLegalQuestion({
      message: '¿Pueden hacer una redada sin tocar en mi casa? Vivo en Tampa.',
      language: 'es',
    });
    expect(florida.summary).toMatch(
      /^No: en Florida un juez no puede emitir una orden judicial sin tocar/,
    );
    // "Vivo en Tampa" says where, it asks nothing: no part of the answer calls it uncovered.
    expect(florida.summary).not.toMatch(/no cubren/);
    const ohio = ask('Can a SWAT team in Dayton raid a house without knocking first?');
    expect(ohio.summary).toMatch(/must usually knock, say they are police/);
  });

  it('a plain knock at the door is still the home-entry rule, not a raid', () => {
    const answer = ask('There is a cop knocking at my door right now, do I need to open it?');
    expect(answer.response).toMatch(/Kentucky v\. King/);
  });
});

describe('an arrest at home, with or without a warrant', () => {
  it('leads with consent or an emergency when the person says there is no warrant', () => {
    const none = ask('Officers want to take my husband from our house but never showed a warrant.');
    expect(none.summary).toMatch(/^Without a warrant, police may not go into a home to arrest/);
    const spanish = answerLegalQuestion({
      message: 'La policía quiere arrestar a mi hijo en la casa y no tienen ninguna orden.',
      language: 'es',
    });
    expect(spanish.summary).toMatch(/^Sin una orden judicial, la policía no puede entrar/);
  });

  it('keeps the arrest-warrant rule when there is one', () => {
    const warrant = ask('They have an arrest warrant for my son, can they come into my house?');
    expect(warrant.summary).toMatch(/^An arrest warrant lets police enter the home/);
  });
});

describe('phone calls after an arrest in California', () => {
  it('names the lawyer call that is never recorded and a parent’s two extra calls', () => {
    const answer = ask(
      'My wife got arrested in Fresno and our kids are home alone, how many calls?',
    );
    expect(answer.response).toMatch(/two additional free calls to arrange the child’s care/);
    expect(answer.response).toMatch(/may not be monitored, eavesdropped on or recorded/);
  });
});

describe('someone else letting police into a shared home', () => {
  it('the refusal of the one who is there wins (Randolph); a yes alone is Matlock', () => {
    const objected = ask('I told the cops no but my roommate said they could come in. Legal?');
    expect(objected.summary).toMatch(/your refusal wins over a roommate’s or partner’s yes/);
    const alone = ask('My wife let the police in while I was at work, can they search?');
    expect(alone.summary).toMatch(/^Someone who shares your home/);
  });
});
