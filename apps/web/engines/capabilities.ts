import type { Phone } from './phone';

/** What an engine offers the app, measured in the page (docs/browser-support.md). */
export interface Capabilities {
  /** MediaRecorder.isTypeSupported for the two containers. */
  mp4: boolean;
  webm: boolean;
  /** Bytes a 1.5 s MediaRecorder take of camera and microphone produced, above zero. */
  recordsVideo: boolean;
  /** The same with the microphone alone. */
  recordsSound: boolean;
  /** Cameras listed once one was opened. */
  cameras: number;
  push: boolean;
  backgroundSync: boolean;
  installPrompt: boolean;
  speechSynthesis: boolean;
  speechRecognition: boolean;
  serviceWorker: boolean;
  wakeLock: boolean;
  /** IndexedDB takes a Blob (the recorder keeps its chunks on the phone as Blobs). */
  storesBlobs: boolean;
}

/** Measured on Home (a secure context: localhost). */
export async function measureCapabilities(phone: Phone): Promise<Capabilities> {
  await phone.goto('/');
  return phone.run<Capabilities>(
    `const record = async (constraints) => {
       const stream = await navigator.mediaDevices.getUserMedia(constraints);
       const recorder = new MediaRecorder(stream);
       let bytes = 0;
       recorder.ondataavailable = (event) => { bytes += event.data.size; };
       const stopped = new Promise((done) => { recorder.onstop = done; });
       recorder.start(250);
       await new Promise((wait) => setTimeout(wait, 1500));
       recorder.stop();
       await stopped;
       stream.getTracks().forEach((track) => track.stop());
       return bytes;
     };
     const videoBytes = await record({ video: true, audio: true });
     const soundBytes = await record({ audio: true });
     const devices = await navigator.mediaDevices.enumerateDevices();
     const storesBlobs = await new Promise((answer) => {
       const opening = indexedDB.open('engine-capabilities', 1);
       opening.onupgradeneeded = () => opening.result.createObjectStore('probe');
       opening.onerror = () => answer(false);
       opening.onsuccess = () => {
         const tx = opening.result.transaction('probe', 'readwrite');
         tx.objectStore('probe').put(new Blob([new Uint8Array(16)], { type: 'video/mp4' }), 'blob');
         tx.oncomplete = () => answer(true);
         tx.onerror = () => answer(false);
         tx.onabort = () => answer(false);
       };
     });
     return {
       mp4: MediaRecorder.isTypeSupported('video/mp4'),
       webm: MediaRecorder.isTypeSupported('video/webm'),
       recordsVideo: videoBytes > 0,
       recordsSound: soundBytes > 0,
       cameras: devices.filter((d) => d.kind === 'videoinput').length,
       push: 'PushManager' in window,
       backgroundSync: 'SyncManager' in window,
       installPrompt: 'onbeforeinstallprompt' in window,
       speechSynthesis: 'speechSynthesis' in window,
       speechRecognition: 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window,
       serviceWorker: 'serviceWorker' in navigator,
       wakeLock: 'wakeLock' in navigator,
       storesBlobs,
     };`,
  );
}
