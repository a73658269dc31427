#!/usr/bin/env python3
"""Writes resources/demo/demo-cluster.json: the built-in demo cluster (a snapshot whose times are
relative to the moment it is opened). Deterministic; rerun only to change the demo."""
import json
import random
import sys

rng = random.Random(2306)
partitions = [
    dict(name="gpu-a100", default=True, nodes=72, cpus_per_node=128, gpus_per_node=3, gpu_type="a100",
         max_time="2-00:00:00", down=2),
    dict(name="gpu-h100", default=False, nodes=16, cpus_per_node=96, gpus_per_node=4, gpu_type="h100",
         max_time="1-00:00:00", down=0),
    dict(name="debug", default=False, nodes=4, cpus_per_node=64, gpus_per_node=2, gpu_type="a100",
         max_time="02:00:00", down=0),
]
users = ["alice", "bob", "chen", "dana", "emre", "farah", "gus", "hiro"]
accounts = {"alice": "nlp", "bob": "nlp", "chen": "vision", "dana": "vision", "emre": "climate",
            "farah": "climate", "gus": "bio", "hiro": "bio"}
names = ["llm-serve", "train-vit", "ft-llama", "sweep", "md-sim", "era5-unet", "rl-agent", "diffusion"]
limits = {"gpu-a100": [2880, 2880, 1440, 720, 240], "gpu-h100": [1440, 720, 360], "debug": [30, 60, 120]}

jobs = []
next_id = 812400
for p in partitions:
    free = p["nodes"] - p["down"]
    target_busy = int(free * (0.93 if p["name"] != "debug" else 0.5))
    busy = 0
    while busy < target_busy:
        nodes = rng.choice([1, 1, 1, 1, 2, 2, 4, 8]) if p["name"] == "gpu-a100" else rng.choice([1, 1, 2])
        nodes = min(nodes, target_busy - busy)
        limit = rng.choice(limits[p["name"]])
        elapsed = rng.randint(60, limit * 60 - 60)
        wait = int(rng.expovariate(1 / 5400))
        user = rng.choice(users)
        jobs.append(dict(id=next_id, name=rng.choice(names), user=user, account=accounts[user],
                         partition=p["name"], state="RUNNING", submit=-(elapsed + wait), start=-elapsed,
                         time_limit=limit * 60, nodes=nodes, gpus_per_node=p["gpus_per_node"],
                         reason="None", priority=rng.randint(9000, 20000)))
        next_id += 1
        busy += nodes
    p["allocated"] = busy
    pending = {"gpu-a100": 34, "gpu-h100": 9, "debug": 1}[p["name"]]
    for i in range(pending):
        user = rng.choice(users)
        limit = rng.choice(limits[p["name"]])
        nodes = rng.choice([1, 1, 1, 2, 4, 8, 16]) if p["name"] == "gpu-a100" else rng.choice([1, 2])
        age = rng.randint(60, 36 * 3600)
        jobs.append(dict(id=next_id, name=rng.choice(names), user=user, account=accounts[user],
                         partition=p["name"], state="PENDING", submit=-age, time_limit=limit * 60,
                         nodes=nodes, gpus_per_node=p["gpus_per_node"],
                         reason="Resources" if i == 0 else rng.choice(["Priority", "Priority", "Dependency"]),
                         priority=rng.randint(5000, 22000)))
        next_id += 1

out = dict(format="mirage-snapshot", version=1, cluster="demo", relative_times=True,
           time_zone="America/Chicago", partitions=[], jobs=jobs)
for p in partitions:
    out["partitions"].append(dict(name=p["name"], default=p["default"], nodes=p["nodes"],
                                  cpus_per_node=p["cpus_per_node"], gpus_per_node=p["gpus_per_node"],
                                  gpu_type=p["gpu_type"], max_time=p["max_time"],
                                  states=dict(allocated=p["allocated"], mixed=0,
                                              idle=p["nodes"] - p["down"] - p["allocated"], down=p["down"])))
json.dump(out, sys.stdout, indent=1)
sys.stdout.write("\n")
