"""netem's model in user space, for kernels built without sch_netem.

Two TUN devices, the phone's and the server's, each later moved into its network namespace by the
bench; this process keeps both open and carries every IP packet from one to the other as
`tc qdisc ... netem rate R loss L delay D J limit N` would: random loss at the queue's door, a
tail drop when N packets wait, and a departure time of max(now + delay, the previous packet's) plus
the packet's time on the wire at R, so jitter never reorders (netem with a rate behaves so).
The delay is drawn uniformly from D - J to D + J (netem without a distribution table).

argv: the phone's device name, the server's. stdin: one JSON object a line, each replacing the
link: {"up": {...}, "down": {...}} with rate_kbit, loss (0 to 1), delay_ms, jitter_ms, limit;
"reset": true zeroes the counters.
Prints "ready" once both devices exist; on SIGTERM or end of stdin prints its counters as JSON.
"""

import fcntl
import heapq
import json
import os
import random
import select
import signal
import struct
import sys
import time

TUNSETIFF = 0x400454CA
IFF_TUN = 0x0001
IFF_NO_PI = 0x1000
ETHERNET_HEADER = 14  # netem counts the frame: the veth it stands in for adds this much


def open_tun(name):
    fd = os.open("/dev/net/tun", os.O_RDWR | os.O_NONBLOCK)
    fcntl.ioctl(fd, TUNSETIFF, struct.pack("16sH", name.encode(), IFF_TUN | IFF_NO_PI))
    return fd


class Direction:
    def __init__(self, name, source, target):
        self.name, self.source, self.target = name, source, target
        self.config = {"rate_kbit": 0, "loss": 0.0, "delay_ms": 0, "jitter_ms": 0, "limit": 1000}
        self.queue = []  # (departure, sequence, packet)
        self.sequence = 0
        self.last_departure = 0.0
        self.seen = {}  # TCP flow -> highest sequence number sent, to count retransmissions
        self.counters = {
            "packets": 0,
            "delivered": 0,
            "bytes_delivered": 0,
            "lost": 0,
            "queue_drops": 0,
            "tcp_segments": 0,
            "tcp_retransmissions": 0,
            "max_queue": 0,
            # How late this process wrote packets against netem's schedule (CPU contention).
            "late_ms_total": 0.0,
            "late_ms_max": 0.0,
        }

    def count_tcp(self, packet):
        if len(packet) < 40 or packet[0] >> 4 != 4 or packet[9] != 6:
            return
        header = (packet[0] & 0x0F) * 4
        total = struct.unpack("!H", packet[2:4])[0]
        tcp_header = (packet[header + 12] >> 4) * 4
        payload = total - header - tcp_header
        if payload <= 0:
            return
        flow = packet[12:20] + packet[header : header + 4]
        sequence = struct.unpack("!I", packet[header + 4 : header + 8])[0]
        self.counters["tcp_segments"] += 1
        highest = self.seen.get(flow)
        end = sequence + payload
        if highest is not None and ((highest - end) & 0xFFFFFFFF) < 0x80000000:
            self.counters["tcp_retransmissions"] += 1
        elif highest is None or ((end - highest) & 0xFFFFFFFF) < 0x80000000:
            self.seen[flow] = end

    def arrive(self, packet, now):
        self.counters["packets"] += 1
        self.count_tcp(packet)
        config = self.config
        if config["loss"] > 0 and random.random() < config["loss"]:
            self.counters["lost"] += 1
            return
        if len(self.queue) >= config["limit"]:
            self.counters["queue_drops"] += 1
            return
        delay = (config["delay_ms"] + random.uniform(-1, 1) * config["jitter_ms"]) / 1000
        departure = now + max(0.0, delay)
        if self.queue:
            departure = max(departure, self.last_departure)
        if config["rate_kbit"] > 0:
            departure += (len(packet) + ETHERNET_HEADER) * 8 / (config["rate_kbit"] * 1000)
        self.last_departure = departure
        self.sequence += 1
        heapq.heappush(self.queue, (departure, self.sequence, packet))
        self.counters["max_queue"] = max(self.counters["max_queue"], len(self.queue))

    def deliver(self, now):
        while self.queue and self.queue[0][0] <= now:
            departure, _, packet = heapq.heappop(self.queue)
            late = (time.monotonic() - departure) * 1000
            self.counters["late_ms_total"] += late
            self.counters["late_ms_max"] = max(self.counters["late_ms_max"], late)
            try:
                os.write(self.target, packet)
                self.counters["delivered"] += 1
                self.counters["bytes_delivered"] += len(packet)
            except OSError:
                pass  # the device is down or gone: the packet is lost, as on a dead link

    def next_departure(self):
        return self.queue[0][0] if self.queue else None


def main():
    phone, server = open_tun(sys.argv[1]), open_tun(sys.argv[2])
    up = Direction("up", phone, server)
    down = Direction("down", server, phone)
    stdin = sys.stdin.fileno()
    os.set_blocking(stdin, False)
    pending = b""
    running = [True]

    def stop(*_):
        running[0] = False

    signal.signal(signal.SIGTERM, stop)
    signal.signal(signal.SIGINT, stop)
    print("ready", flush=True)
    while running[0]:
        now = time.monotonic()
        departures = [d for d in (up.next_departure(), down.next_departure()) if d is not None]
        timeout = max(0.0, min(departures) - now) if departures else 0.5
        try:
            readable, _, _ = select.select([phone, server, stdin], [], [], min(timeout, 0.5))
        except InterruptedError:
            continue
        now = time.monotonic()
        for direction in (up, down):
            if direction.source in readable:
                for _ in range(64):
                    try:
                        packet = os.read(direction.source, 65536)
                    except (BlockingIOError, OSError):
                        break
                    direction.arrive(packet, now)
        if stdin in readable:
            chunk = os.read(stdin, 65536)
            if not chunk:
                break
            pending += chunk
            while b"\n" in pending:
                line, pending = pending.split(b"\n", 1)
                if line.strip():
                    message = json.loads(line)
                    for direction in (up, down):
                        direction.config.update(message.get(direction.name, {}))
                        if message.get("reset"):
                            direction.counters = {key: 0 for key in direction.counters}
        now = time.monotonic()
        up.deliver(now)
        down.deliver(now)
    for direction in (up, down):
        counters = direction.counters
        counters["late_ms_mean"] = counters["late_ms_total"] / max(1, counters["delivered"])
        for key in ("late_ms_total", "late_ms_max", "late_ms_mean"):
            counters[key] = round(counters[key], 2)
    print(json.dumps({"up": up.counters, "down": down.counters}), flush=True)


if __name__ == "__main__":
    main()
