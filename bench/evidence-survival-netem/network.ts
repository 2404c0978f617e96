// The phone's network: two namespaces of this run's own, the phone's and the server's, joined by a
// shaped link, and an unshaped veth from the root namespace to the server's so the bench can watch
// the server without its questions crossing the phone's link. The shaped link is a veth pair with
// `tc qdisc ... netem` on each end where the kernel has sch_netem; where it does not (this
// machine's kernel is built without it and has no modules), `tun-link.py` carries the packets
// between two TUN devices with netem's model (rate, loss, delay and jitter, queue limit).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** One direction of the link, as netem takes it. */
export interface Shape {
  rateKbit: number;
  /** 0 to 100. */
  lossPercent: number;
  delayMs: number;
  jitterMs: number;
}

export type LinkKind = 'netem' | 'tun';

const TUN_LINK = fileURLToPath(new URL('./tun-link.py', import.meta.url));
/** The queue holds this much time at the link's rate, and never fewer than 32 packets. */
const QUEUE_SECONDS = Number(process.env.BENCH_NETEM_QUEUE_SECONDS ?? 2);
const FRAME_BYTES = 1514;

export function queueLimit(rateKbit: number): number {
  return Math.max(32, Math.ceil((rateKbit * 1000 * QUEUE_SECONDS) / 8 / FRAME_BYTES));
}

/** Runs a command and throws with its stderr when it fails. */
export function run(command: string, args: string[], allowFailure = false): string {
  const result = spawnSync(command, args, { encoding: 'utf8' });
  if (result.status !== 0 && !allowFailure) {
    throw new Error(`${command} ${args.join(' ')}: ${result.stderr || result.error?.message}`);
  }
  return result.stdout ?? '';
}

const netemArgs = (shape: Shape) => [
  'netem',
  'rate',
  `${shape.rateKbit}kbit`,
  'loss',
  `${shape.lossPercent}%`,
  'delay',
  `${shape.delayMs}ms`,
  `${shape.jitterMs}ms`,
  'limit',
  String(queueLimit(shape.rateKbit)),
];

const tunConfig = (shape: Shape) => ({
  rate_kbit: shape.rateKbit,
  loss: shape.lossPercent / 100,
  delay_ms: shape.delayMs,
  jitter_ms: shape.jitterMs,
  limit: queueLimit(shape.rateKbit),
});

/** Whether this kernel has netem: tried on the loopback of a namespace made for the question. */
export function kernelHasNetem(scratchNamespace: string): boolean {
  run('ip', ['netns', 'add', scratchNamespace]);
  try {
    const added = spawnSync('ip', [
      ...['netns', 'exec', scratchNamespace, 'tc', 'qdisc', 'add', 'dev', 'lo', 'root'],
      ...['netem', 'delay', '1ms'],
    ]);
    return added.status === 0;
  } finally {
    run('ip', ['netns', 'del', scratchNamespace], true);
  }
}

export class PhoneNetwork {
  readonly phoneNs: string;
  readonly serverNs: string;
  /** The server's address on the phone's link: the page's origin. */
  readonly serverAddress: string;
  /** The server's address on the bench's own, unshaped veth. */
  readonly observerAddress: string;
  private readonly phoneDev: string;
  private readonly serverDev: string;
  private readonly observerDev: string;
  private tunLink: ChildProcess | null = null;
  private tunStats: Promise<string> | null = null;
  private up: Shape | null = null;
  private down: Shape | null = null;

  constructor(
    readonly kind: LinkKind,
    tag: string,
    subnet: number,
  ) {
    this.phoneNs = `rzphone-${tag}`;
    this.serverNs = `rzsrv-${tag}`;
    this.phoneDev = `rzp${tag}`;
    this.serverDev = `rzs${tag}`;
    this.observerDev = `rzo${tag}`;
    this.serverAddress = `10.231.${subnet}.1`;
    this.observerAddress = `10.231.${subnet}.6`;
  }

  /** A 10.231.N.0/29 that no interface of the root namespace uses yet. */
  static freeSubnet(seed: number): number {
    const used = run('ip', ['-4', '-o', 'addr', 'show']);
    for (let offset = 0; offset < 250; offset += 1) {
      const subnet = ((seed + offset) % 250) + 1;
      if (!used.includes(`10.231.${subnet}.`)) return subnet;
    }
    throw new Error('no free 10.231.N.0/29 for the bench');
  }

  async create(): Promise<void> {
    const base = this.serverAddress.slice(0, this.serverAddress.lastIndexOf('.'));
    for (const ns of [this.phoneNs, this.serverNs]) {
      run('ip', ['netns', 'add', ns]);
      run('ip', ['-n', ns, 'link', 'set', 'lo', 'up']);
    }
    if (this.kind === 'netem') {
      run('ip', [
        ...['link', 'add', this.phoneDev, 'netns', this.phoneNs, 'type', 'veth'],
        ...['peer', 'name', this.serverDev, 'netns', this.serverNs],
      ]);
      run('ip', ['-n', this.phoneNs, 'addr', 'add', `${base}.2/30`, 'dev', this.phoneDev]);
      run('ip', ['-n', this.serverNs, 'addr', 'add', `${base}.1/30`, 'dev', this.serverDev]);
      // Packets of one MSS each, as on a phone's radio: netem drops a whole GSO super-packet.
      run('ip', ['-n', this.phoneNs, 'link', 'set', this.phoneDev, 'gso_max_segs', '1']);
      run('ip', ['-n', this.serverNs, 'link', 'set', this.serverDev, 'gso_max_segs', '1']);
    } else {
      await this.startTunLink();
      run('ip', ['link', 'set', this.phoneDev, 'netns', this.phoneNs]);
      run('ip', ['link', 'set', this.serverDev, 'netns', this.serverNs]);
      run('ip', [
        ...['-n', this.phoneNs, 'addr', 'add', `${base}.2`],
        ...['peer', `${base}.1`, 'dev', this.phoneDev],
      ]);
      run('ip', [
        ...['-n', this.serverNs, 'addr', 'add', `${base}.1`],
        ...['peer', `${base}.2`, 'dev', this.serverDev],
      ]);
    }
    run('ip', ['-n', this.phoneNs, 'link', 'set', this.phoneDev, 'up']);
    run('ip', ['-n', this.serverNs, 'link', 'set', this.serverDev, 'up']);
    run('ip', [
      ...['link', 'add', this.observerDev, 'type', 'veth'],
      ...['peer', 'name', 'observer', 'netns', this.serverNs],
    ]);
    run('ip', ['addr', 'add', `${base}.5/30`, 'dev', this.observerDev]);
    run('ip', ['-n', this.serverNs, 'addr', 'add', `${base}.6/30`, 'dev', 'observer']);
    run('ip', ['link', 'set', this.observerDev, 'up']);
    run('ip', ['-n', this.serverNs, 'link', 'set', 'observer', 'up']);
  }

  private async startTunLink(): Promise<void> {
    // Ahead of the browser and the server for the CPU, as the kernel's netem would be.
    const link = spawn('nice', ['-n', '-10', 'python3', TUN_LINK, this.phoneDev, this.serverDev], {
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    this.tunLink = link;
    const lines = createInterface({ input: link.stdout! });
    const iterator = lines[Symbol.asyncIterator]();
    const first = await Promise.race([
      iterator.next(),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no tun link')), 10_000)),
    ]);
    if (first.done || first.value !== 'ready') throw new Error('tun-link.py did not start');
    this.tunStats = iterator.next().then((next) => (next.done ? '' : next.value));
  }

  /** Shapes both directions: up is the phone's egress, down the server's. */
  shape(up: Shape, down: Shape, resetCounters = false): void {
    if (this.kind === 'netem') {
      if (resetCounters && this.up !== null) {
        // A new qdisc starts its counters from zero.
        run('ip', [
          'netns',
          'exec',
          this.phoneNs,
          'tc',
          'qdisc',
          'del',
          'dev',
          this.phoneDev,
          'root',
        ]);
        run('ip', [
          'netns',
          'exec',
          this.serverNs,
          'tc',
          'qdisc',
          'del',
          'dev',
          this.serverDev,
          'root',
        ]);
        this.up = null;
      }
      const verb = this.up === null ? 'add' : 'change';
      run('ip', [
        ...['netns', 'exec', this.phoneNs, 'tc', 'qdisc', verb, 'dev', this.phoneDev, 'root'],
        ...netemArgs(up),
      ]);
      run('ip', [
        ...['netns', 'exec', this.serverNs, 'tc', 'qdisc', verb, 'dev', this.serverDev, 'root'],
        ...netemArgs(down),
      ]);
    } else {
      const message = { up: tunConfig(up), down: tunConfig(down), reset: resetCounters };
      this.tunLink?.stdin?.write(`${JSON.stringify(message)}\n`);
    }
    this.up = up;
    this.down = down;
  }

  /** The link goes dark both ways (loss 100%); what is already queued still arrives, as in netem. */
  outage(on: boolean, up: Shape, down: Shape): void {
    const dark = (shape: Shape) => ({ ...shape, lossPercent: 100 });
    this.shape(on ? dark(up) : up, on ? dark(down) : down);
  }

  /** The link's counters: drops and (TUN link) TCP retransmissions, as one line. */
  async stats(): Promise<string> {
    if (this.kind === 'netem') {
      const show = (ns: string, dev: string) =>
        run('ip', ['netns', 'exec', ns, 'tc', '-s', 'qdisc', 'show', 'dev', dev], true)
          .replace(/\s+/g, ' ')
          .trim();
      return `up: ${show(this.phoneNs, this.phoneDev)}; down: ${show(this.serverNs, this.serverDev)}`;
    }
    if (!this.tunLink || this.tunLink.exitCode !== null) return '';
    this.tunLink.kill('SIGTERM');
    return Promise.race([
      this.tunStats ?? Promise.resolve(''),
      new Promise<string>((resolve) => setTimeout(() => resolve(''), 3000)),
    ]);
  }

  /** Removes everything this network made; safe to call more than once, and from a signal. */
  destroySync(): void {
    if (this.tunLink && this.tunLink.exitCode === null) this.tunLink.kill('SIGKILL');
    for (const ns of [this.phoneNs, this.serverNs]) run('ip', ['netns', 'del', ns], true);
    run('ip', ['link', 'del', this.observerDev], true);
  }
}
