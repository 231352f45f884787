"""A stand-in engine for the client's failure tests: it passes each request line to the real
`vex serve` (the command after --) and its reply back, except that it can

    --delay METHOD=SECONDS   answer requests of METHOD that much later (the engine has done them)
    --stall METHOD           never answer the first request of METHOD, and never forward it
    --once FILE              stall only when FILE does not exist yet (it is created on stalling),
                             so an engine started again after a restart behaves
    --mute                   answer `hello`, then nothing at all

Used by test_client.py and test_env_recovery.py. Standard library only.
"""
import json
import os
import subprocess
import sys
import time


def main(argv):
    sep = argv.index("--")
    opts, real = argv[:sep], argv[sep + 1:]
    delays, stall, once, mute = {}, None, None, False
    i = 0
    while i < len(opts):
        if opts[i] == "--delay":
            m, s = opts[i + 1].split("=")
            delays[m] = float(s)
            i += 2
        elif opts[i] == "--stall":
            stall = opts[i + 1]
            i += 2
        elif opts[i] == "--once":
            once = opts[i + 1]
            i += 2
        elif opts[i] == "--mute":
            mute = True
            i += 1
        else:
            sys.exit(f"fake_engine: unknown option {opts[i]}")
    child = subprocess.Popen(real, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
    for line in sys.stdin:
        try:
            method = json.loads(line).get("method")
        except ValueError:
            method = None
        if mute and method != "hello":
            time.sleep(3600)
        if method == stall and (once is None or not os.path.exists(once)):
            if once is not None:
                open(once, "w").close()
            time.sleep(3600)
        child.stdin.write(line)
        child.stdin.flush()
        reply = child.stdout.readline()
        if method in delays:
            time.sleep(delays[method])
        sys.stdout.write(reply)
        sys.stdout.flush()


if __name__ == "__main__":
    main(sys.argv[1:])
