import type { EvalCase } from './eval-case';

/**
 * The second pass: questions written from the statutes and opinions cited beside each
 * case (checked with the search tool on 2026-11-26), not from the engine's output.
 */
export const SECOND_PASS_CASES: EvalCase[] = [
  {
    id: 'officer-name-california',
    state: 'CA',
    question: { message: 'Do police have to tell me their name in California?' },
    // Cal. Penal Code § 830.10 (uniformed officers); § 13654, SB 805 (officers not in uniform).
    mustContain: ['830.10', '13654', /badge/],
    mustNotContain: [/lying is not/i, /Staying silent is your right/],
  },
  {
    id: 'officer-name-texas',
    state: 'TX',
    question: { message: 'Do police have to tell me their name in Texas?' },
    mustContain: [/badge number/],
    mustNotContain: [/lying is not/i],
    mustNotCite: [/Cal\. Penal Code/],
  },
  {
    id: 'es-officer-badge-california',
    state: 'CA',
    language: 'es',
    question: { message: '¿La policía tiene que darme su número de placa en California?' },
    mustContain: ['830.10', '13654', /número de placa/],
  },
  {
    id: 'ice-masks-los-angeles',
    state: 'CA',
    question: { message: 'Can ICE agents wear masks in Los Angeles?' },
    // United States v. California (C.D. Cal. Feb. 9, 2026): SB 627's mask ban enjoined as to
    // federal officers; 9th Cir. No. 26-926 (Feb. 19, 2026): SB 805 too, pending appeal.
    mustContain: ['SB 627', 'United States v. California', /federal/],
    mustNotContain: [/ICE agents (must|have to) (remove|take off)/i],
  },
  {
    id: 'stop-for-looking-hispanic',
    question: { message: 'Can police stop me because I look Hispanic?' },
    // Whren v. United States, 517 U.S. 806 (1996); United States v. Brignoni-Ponce, 422 U.S.
    // 873 (1975): apparent ancestry may be one factor in an immigration stop, never enough alone.
    mustContain: ['Fourteenth Amendment', 'Brignoni-Ponce', /one factor/],
  },
  {
    id: 'es-stop-for-looking-latino',
    language: 'es',
    question: { message: '¿Me puede parar la policía porque me veo latino?' },
    mustContain: ['Decimocuarta Enmienda', 'Brignoni-Ponce'],
    firstPartMustContain: [/Decimocuarta Enmienda/],
  },
  {
    id: 'record-police-station-lobby',
    question: { message: 'Can I record inside the police station lobby?' },
    // Perry Education Ass'n, 460 U.S. 37 (1983): reasonable limits in non-public forums;
    // 41 C.F.R. § 102-74.420: lobbies of federal buildings may be photographed for news.
    mustContain: ['102-74.420', /not settled|local rules/],
    mustNotContain: [/always (allowed|legal) to record (in|inside)/i],
  },
  {
    id: 'es-record-city-hall',
    language: 'es',
    question: { message: '¿Puedo grabar dentro del edificio federal?' },
    mustContain: ['102-74.420'],
  },
  {
    id: 'drone-film-police',
    question: { message: 'Can I fly a drone to film police at a protest?' },
    // 49 U.S.C. § 44809; 14 C.F.R. pt. 107; 14 C.F.R. § 91.137 (temporary flight restrictions).
    mustContain: ['91.137', /temporary flight restriction/],
  },
  {
    id: 'es-drone-film-police',
    language: 'es',
    question: { message: '¿Puedo usar un dron para grabar a la policía?' },
    mustContain: ['91.137', /restricciones temporales de vuelo/],
  },
  {
    id: 'arizona-eight-feet',
    state: 'AZ',
    question: { message: 'Can I record police from 5 feet away in Phoenix?' },
    // A.R.S. § 13-3732 (HB 2319), permanently enjoined in July 2023 (D. Ariz. No. 22-cv-01431).
    mustContain: ['13-3732', /cannot be enforced|blocked/],
    mustNotContain: [/crime to record police within 8 feet in Arizona/i],
    mustNotCite: [/Nev\. Rev\. Stat\./, /Tex\. Penal Code/],
  },
  {
    id: 'es-arizona-eight-feet',
    state: 'AZ',
    language: 'es',
    question: { message: '¿Es ilegal grabar a la policía a menos de 8 pies en Arizona?' },
    mustContain: ['13-3732', /bloque/],
  },
  {
    id: 'new-york-cannabis-odor',
    state: 'NY',
    question: { message: 'Can police search my car because it smells like weed in Brooklyn?' },
    // N.Y. Penal Law § 222.05(3): odor of cannabis is not reasonable cause of a crime.
    mustContain: ['222.05(3)', /odor of cannabis/],
  },
  {
    id: 'es-new-york-cannabis-odor',
    state: 'NY',
    language: 'es',
    question: { message: '¿Me pueden registrar el carro en Nueva York porque huele a mota?' },
    mustContain: ['222.05(3)', /olor a cannabis/],
  },
  {
    id: 'driveway-car-search',
    question: { message: 'Can police walk up my driveway and search my car without a warrant?' },
    // Collins v. Virginia, 584 U.S. 586 (2018): no automobile exception inside the curtilage.
    mustContain: ['Collins v. Virginia'],
  },
  {
    id: 'police-enter-home-welfare-check',
    question: { message: 'Can police come into my house for a welfare check without a warrant?' },
    // Case v. Montana, No. 24-624 (U.S. Jan. 14, 2026); Brigham City v. Stuart, 547 U.S. 398.
    mustContain: ['Case v. Montana', /objectively reasonable basis/],
    mustNotContain: [/police (can|may) (always )?enter (your|a) home whenever/i],
  },
  {
    id: 'es-police-enter-home-emergency',
    language: 'es',
    question: { message: '¿La policía puede entrar a mi casa sin orden por una emergencia?' },
    mustContain: ['Case v. Montana', /base objetivamente razonable/],
  },
  {
    id: 'unlock-phone',
    question: { message: 'Do I have to unlock my phone for police?' },
    // No Supreme Court holding on compelled unlocking; lower courts split (say so).
    mustContain: [/not settled/, /lower courts disagree/],
    mustNotContain: [/you (must|have to) unlock/i, /police can never make you unlock/i],
  },
  {
    id: 'es-unlock-phone',
    language: 'es',
    question: { message: '¿Tengo que desbloquear mi celular si la policía me lo pide?' },
    mustContain: [/No está resuelto/],
  },
  {
    id: 'backpack-traffic-stop',
    question: { message: 'Can police search my backpack at a traffic stop?' },
    // Schneckloth v. Bustamonte, 412 U.S. 218 (1973): consent may be refused.
    mustContain: ['Schneckloth v. Bustamonte', /say no to a search/],
  },
  {
    id: 'breathalyzer-refuse',
    question: { message: 'Can I refuse a breathalyzer after a DUI arrest?' },
    // Birchfield v. North Dakota, 579 U.S. 438 (2016): breath test incident to arrest allowed.
    mustContain: ['Birchfield', /license/],
    mustNotContain: [/^What to say:\n"I do not consent to any searches\."/m],
  },
  {
    id: 'texas-refuse-breath-test',
    state: 'TX',
    question: { message: 'What happens if I refuse a breathalyzer in Houston?' },
    // Tex. Transp. Code § 724.035: 180-day suspension on a first refusal.
    mustContain: ['724.035', /180 days/],
    mustNotCite: [/Cal\. Veh\. Code/],
  },
  {
    id: 'es-california-refuse-breath-test',
    state: 'CA',
    language: 'es',
    question: { message: '¿Qué pasa si me niego a la prueba de alcohol en Los Ángeles?' },
    // Cal. Veh. Code § 13353: one-year suspension on a first refusal.
    mustContain: ['13353', /un año/],
    mustNotCite: [/Tex\. Transp\. Code/],
  },
  {
    id: 'maryland-cannabis-odor',
    state: 'MD',
    question: { message: 'Can police search my car in Baltimore because they smell weed?' },
    // Md. Code Ann., Crim. Proc. § 1-211 (2023).
    mustContain: ['1-211', /odor of cannabis/],
    mustNotCite: [/N\.Y\. Penal Law/],
  },
  {
    id: 'es-pennsylvania-cannabis-odor',
    state: 'PA',
    language: 'es',
    question: {
      message: '¿Me pueden registrar el carro en Philadelphia porque huele a marihuana?',
    },
    // Commonwealth v. Barr, 266 A.3d 25 (Pa. 2021).
    mustContain: ['Commonwealth v. Barr', /un factor/],
    mustNotCite: [/N\.Y\. Penal Law/, /Md\. Code/],
  },
  {
    id: 'phone-search-philadelphia-no-cannabis',
    state: 'PA',
    question: { message: 'Can police search my phone in Philadelphia?' },
    // Riley v. California, 573 U.S. 373 (2014); a state's cannabis rule is not about phones.
    mustContain: ['Riley v. California'],
    mustNotContain: [/marijuana|cannabis/i],
  },
  {
    id: 'cannabis-odor-no-state',
    question: { message: 'Can police search my car because it smells like weed?' },
    // Carroll v. United States, 267 U.S. 132 (1925): probable cause for a car search; state law
    // (N.Y. Penal Law § 222.05(3), Md. Crim. Proc. § 1-211, Commonwealth v. Barr) differs.
    mustContain: ['Carroll v. United States', /depends on your state/],
  },
  {
    id: 'louisiana-ten-feet-blocked-first',
    state: 'LA',
    question: { message: 'Can I stand 10 feet from police in Louisiana?' },
    // La. R.S. 14:109 (HEA 173, 2024), preliminarily enjoined: Deep South Today v. Murrill (M.D.
    // La. Jan. 2025). Read alone, the first part must not present the law as in force.
    mustContain: ['Deep South Today v. Murrill'],
    firstPartMustContain: [/blocked/],
  },
  {
    id: 'es-louisiana-blocked-first',
    state: 'LA',
    language: 'es',
    question: { message: '¿Puedo grabar a 10 pies de la policía en Nueva Orleans?' },
    mustContain: ['Deep South Today v. Murrill'],
    firstPartMustContain: [/bloquead/],
  },
  {
    id: 'passengers-show-id',
    question: { message: 'Do passengers have to show ID?' },
    // Brendlin v. California, 551 U.S. 249 (2007); a passenger's duty to identify is state law.
    mustContain: ['Brendlin v. California'],
    firstPartMustContain: [/passenger/, /state law/],
  },
  {
    id: 'es-passengers-show-id',
    language: 'es',
    question: { message: '¿Los pasajeros tienen que mostrar identificación?' },
    mustContain: ['Brendlin v. California'],
    firstPartMustContain: [/pasajero/, /ley estatal/],
  },
  {
    id: 'california-secret-audio-first',
    state: 'CA',
    question: { message: 'Can I record police audio secretly in California?' },
    // Cal. Penal Code § 632: all-party consent for confidential communications.
    mustContain: ['632'],
    firstPartMustContain: [/openly/, /never secretly/],
  },
  {
    id: 'license-when-pulled-over-first',
    question: { message: 'Do I have to show my license when I am pulled over?' },
    // Drivers must show a license on request in every state (ACLU know-your-rights guide).
    mustContain: [/license, registration and proof of insurance/],
    firstPartMustContain: [/show your license/],
  },
  {
    id: 'es-license-when-pulled-over-first',
    language: 'es',
    question: { message: '¿Tengo que mostrar mi licencia si me para la policía manejando?' },
    mustContain: [/licencia/],
    firstPartMustContain: [/licencia/],
  },
  {
    id: 'passenger-rights-first',
    question: { message: 'I was a passenger in a car that got pulled over. What are my rights?' },
    mustContain: ['Brendlin v. California', /stay silent/],
    firstPartMustContain: [/passenger/],
  },
  {
    id: 'phone-after-arrest-first',
    question: { message: 'Can cops search my phone if I get arrested?' },
    // Riley v. California, 573 U.S. 373 (2014): a warrant, even after an arrest.
    mustContain: ['Riley v. California'],
    firstPartMustContain: [/warrant/, /even after arresting you/],
  },
  {
    id: 'es-phone-after-arrest-first',
    language: 'es',
    question: { message: '¿Pueden revisar mi celular si me arrestan?' },
    mustContain: ['Riley v. California'],
    firstPartMustContain: [/orden judicial/],
  },
  {
    id: 'pulled-over-because-black-first',
    question: { message: 'I think I was pulled over because I am Black. Is that legal?' },
    // U.S. Const. amend. XIV; Whren v. United States, 517 U.S. 806 (1996).
    mustContain: ['Whren v. United States'],
    firstPartMustContain: [/Fourteenth Amendment/],
  },
];
