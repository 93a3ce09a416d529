#!/usr/bin/env python3
"""Checks the CI recipes of docs/ci.md as a pipeline would run them (CIRecipeTests, make test).

Usage: scripts/check-ci-recipes.py HARNESS [docs/ci.md]

Every ```yaml block of the page is parsed (PyYAML) and recognised as GitHub Actions (`jobs:`),
GitLab (`stages:` or jobs with `script:`) or Kubernetes (`kind:`). Each is held to the rules the
page states (the merge runs when a shard fails, every GitLab stage declared, install-deps before
any build, the Job does not retry, the shared volume is ReadWriteMany), then run as its CI runs it:
its jobs in order, each shard with the variables the CI sets (HARNESS_SHARD_INDEX from the
matrix, CI_NODE_INDEX/CI_NODE_TOTAL, JOB_COMPLETION_INDEX), with one shard planted to find
something (exit status 1), in a scratch folder. `scripts/install-deps.sh` and `swift build` are
stand-ins that record their order; `harness` (and `.build/release/harness`) is HARNESS itself with
the run made small (a fuzz of 4 short sequences of the basic scene, one a shard, a check of the basic scene at
one size) and, in the planted shard, a finding planted (FLYWHEEL_FUZZ_PLANT for fuzz; exit status
1 after a check). The merged report.html must come out of every pipeline.

Prints one line per recipe and per broken rule; exits 1 when a rule is broken.
"""
import glob
import os
import re
import shutil
import subprocess
import sys
import tempfile

import yaml

HERE = os.path.abspath(__file__)
PLANTED_SHARD = 2  # counted from 1


def fail(problems, recipe, message):
    problems.append(f"{recipe}: {message}")


# ---- as `harness` inside a simulated job ----------------------------------------------------------


def as_harness(args):
    """Runs the real harness (CHECK_CI_HARNESS) with the run made small and a finding planted
    in the planted shard; exits with its status."""
    real = os.environ["CHECK_CI_HARNESS"]
    planted = os.environ.get("CHECK_CI_PLANT") == "1"
    env = dict(os.environ)
    env.setdefault("SDL_VIDEODRIVER", "dummy")
    env["SDL_AUDIODRIVER"] = "dummy"
    args = list(args)
    command = args[0] if args else ""

    def drop(option):
        while option in args:
            i = args.index(option)
            del args[i:i + 2]

    if command == "fuzz":
        for option in ("--count", "--jobs", "--scenes", "--max-steps", "--window-pixels"):
            drop(option)
        args += ["--count", "4", "--jobs", "1", "--scenes", "basic", "--max-steps", "2",
                 "--window-pixels", "10000"]
        if planted:
            env["FLYWHEEL_FUZZ_PLANT"] = ",".join(f"step@{i}" for i in range(4))
    elif command in ("l10n-check", "a11y-check"):
        for option in ("--scenes", "--sizes", "--frames"):
            drop(option)
        args += ["--scenes", "basic", "--sizes", "500x400", "--frames", "2"]
    status = subprocess.run([real] + args, env=env).returncode
    if planted and command in ("l10n-check", "a11y-check") and status == 0:
        print("check-ci-recipes: planted finding in this shard", file=sys.stderr)
        status = 1
    sys.exit(status)


# ---- the simulated machine ------------------------------------------------------------------------


class Machine:
    """A scratch folder with stand-ins on PATH: `swift` (fails when install-deps has not run in
    this job's folder) and `harness`."""

    def __init__(self, root, harness):
        self.root = root
        self.bin = os.path.join(root, "bin")
        os.makedirs(self.bin)
        self.harness = harness
        with open(os.path.join(self.bin, "harness"), "w") as f:
            f.write(f'#!/bin/sh\nexec "{sys.executable}" "{HERE}" --as-harness "$@"\n')
        with open(os.path.join(self.bin, "swift"), "w") as f:
            f.write('#!/bin/sh\n'
                    'if [ ! -f .installed ]; then echo "swift $*: before scripts/install-deps.sh" >&2; exit 70; fi\n'
                    'echo "swift $*" >> .steps\n')
        for name in ("harness", "swift"):
            os.chmod(os.path.join(self.bin, name), 0o755)
        self.count = 0

    def workspace(self):
        """A fresh checkout: install-deps as a stand-in, .build/release/harness as `harness`."""
        self.count += 1
        folder = os.path.join(self.root, f"job-{self.count}")
        os.makedirs(os.path.join(folder, "scripts"))
        os.makedirs(os.path.join(folder, ".build", "release"))
        with open(os.path.join(folder, "scripts", "install-deps.sh"), "w") as f:
            f.write("#!/bin/sh\ntouch .installed\necho install-deps >> .steps\n")
        os.chmod(os.path.join(folder, "scripts", "install-deps.sh"), 0o755)
        os.symlink(os.path.join(self.bin, "harness"), os.path.join(folder, ".build", "release", "harness"))
        return folder

    def run(self, line, folder, env, planted):
        full = dict(os.environ)
        full.update({k: str(v) for k, v in env.items()})
        full["PATH"] = self.bin + os.pathsep + full.get("PATH", "")
        full["CHECK_CI_HARNESS"] = self.harness
        full["CHECK_CI_PLANT"] = "1" if planted else "0"
        result = subprocess.run(["/bin/sh", "-c", line], cwd=folder, env=full,
                                stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
        return result.returncode, result.stdout


def copy_into(source, destination):
    if os.path.isdir(source):
        shutil.copytree(source, destination, dirs_exist_ok=True, symlinks=True)
    elif os.path.exists(source):
        os.makedirs(os.path.dirname(destination) or ".", exist_ok=True)
        shutil.copy2(source, destination)


def has_report(folder):
    return os.path.isfile(os.path.join(folder, "report.html")) and os.path.isfile(os.path.join(folder, "report.json"))


# ---- GitHub Actions ------------------------------------------------------------------------------


def github(doc, machine, problems):
    name = "GitHub recipe"
    jobs = doc["jobs"]
    shard_jobs = [j for j in jobs.values() if "matrix" in (j.get("strategy") or {})]
    merge_jobs = [(k, j) for k, j in jobs.items() if j.get("needs")]
    if not shard_jobs or not merge_jobs:
        fail(problems, name, "no matrix job and merge job")
        return
    for key, job in jobs.items():
        check_install_first(name, key, [s.get("run", "") for s in job.get("steps", [])], problems)
        if not str(job.get("runs-on", "")).startswith("ubuntu"):
            fail(problems, name, f"job {key} does not run on an Ubuntu runner")
    for key, job in merge_jobs:
        if "always()" not in str(job.get("if", "")):
            fail(problems, name, f"job {key} has no `if: always()`: it is skipped when a shard fails")
    artifacts = {}
    results = {}
    for key, job in jobs.items():
        if job.get("needs"):
            continue
        strategy = job["strategy"]
        if strategy.get("fail-fast", True):
            fail(problems, name, f"job {key}: fail-fast stops the other shards when one finds something")
        for value in strategy["matrix"]["shard"]:
            env = {k: str(v).replace("${{ matrix.shard }}", str(value)) for k, v in (job.get("env") or {}).items()}
            ok = run_github_steps(job, machine, env, value == PLANTED_SHARD, value, artifacts, problems, name)
            results.setdefault(key, []).append(ok)
    for key, job in merge_jobs:
        needed = [job["needs"]] if isinstance(job["needs"], str) else job["needs"]
        if not all(all(results.get(n, [False])) for n in needed) and "always()" not in str(job.get("if", "")):
            fail(problems, name, f"job {key} did not run: a shard failed")
            continue
        run_github_steps(job, machine, dict(job.get("env") or {}), False, None, artifacts, problems, name)
    report = artifacts.get("fuzz-report")
    if not report or not has_report(report):
        fail(problems, name, "no merged report (the fuzz-report artifact with report.html) after a failing shard")


def run_github_steps(job, machine, env, planted, shard, artifacts, problems, name):
    folder = machine.workspace()
    ok = True
    for step in job.get("steps", []):
        condition = str(step.get("if", ""))
        if not ok and "always()" not in condition:
            continue
        uses = step.get("uses", "")
        config = {k: str(v).replace("${{ matrix.shard }}", str(shard)) for k, v in (step.get("with") or {}).items()}
        if uses.startswith("actions/checkout"):
            continue
        if uses.startswith("actions/upload-artifact"):
            artifacts[config["name"]] = os.path.join(machine.root, "artifacts", config["name"])
            copy_into(os.path.join(folder, config["path"]), artifacts[config["name"]])
            continue
        if uses.startswith("actions/download-artifact"):
            pattern = re.compile("^" + re.escape(config["pattern"]).replace("\\*", ".*") + "$")
            for artifact, path in artifacts.items():
                if pattern.match(artifact):
                    copy_into(path, os.path.join(folder, config["path"], artifact))
            continue
        status, output = machine.run(step["run"], folder, env, planted)
        if status != 0:
            ok = False
            if status != 1 or not planted and "merge" not in step["run"]:
                fail(problems, name, f"`{step['run']}` failed ({status}): {output[-400:]}")
    return ok


def check_install_first(recipe, job, lines, problems):
    install = next((i for i, l in enumerate(lines) if "scripts/install-deps.sh" in l), None)
    build = next((i for i, l in enumerate(lines) if "swift build" in l), None)
    if build is not None and (install is None or install > build):
        fail(problems, recipe, f"job {job} builds before scripts/install-deps.sh")


# ---- GitLab --------------------------------------------------------------------------------------


def gitlab(doc, machine, problems):
    name = "GitLab recipe"
    stages = doc.get("stages") or ["build", "test", "deploy"]
    if "stages" not in doc:
        fail(problems, name, "no `stages:` declared")
    jobs = {k: v for k, v in doc.items() if isinstance(v, dict) and "script" in v}
    for key, job in jobs.items():
        stage = job.get("stage", "test")
        if stage not in stages:
            fail(problems, name, f"job {key}'s stage `{stage}` is not declared under `stages:` ({stages})")
        check_install_first(name, key, job["script"], problems)
        if (job.get("artifacts") or {}).get("when") != "always":
            fail(problems, name, f"job {key} keeps its artifacts only when it passes (`artifacts: when: always`)")
    store = os.path.join(machine.root, "gitlab-artifacts")
    status_of = {}

    def rank(job):
        # GitLab refuses a pipeline with an undeclared stage; it is run here after the declared
        # ones, so that every other problem is found as well.
        stage = job.get("stage", "test")
        return stages.index(stage) if stage in stages else len(stages)

    for key, job in sorted(jobs.items(), key=lambda kv: rank(kv[1])):
        needs = job.get("needs")
        earlier = needs if needs is not None else [k for k, j in jobs.items() if rank(j) < rank(job)]
        upstream_ok = all(status_of.get(n, False) for n in earlier)
        if not upstream_ok and job.get("when") != "always":
            fail(problems, name, f"job {key} is skipped when a shard fails (no `when: always`)")
            continue
        total = int(job.get("parallel", 1))
        results = []
        for index in range(1, total + 1):
            folder = machine.workspace()
            for n in earlier:  # artifacts of the jobs it needs, at their paths
                for shard_store in sorted(glob.glob(os.path.join(store, n, "*"))):
                    copy_into(shard_store, folder)
            env = dict(job.get("variables") or {})
            if total > 1:
                env.update({"CI_NODE_INDEX": str(index), "CI_NODE_TOTAL": str(total)})
            planted = total > 1 and index == PLANTED_SHARD
            ok = True
            for line in job["script"]:
                status, output = machine.run(line, folder, env, planted)
                if status != 0:
                    ok = False
                    if not (status == 1 and (planted or "merge" in line)):
                        fail(problems, name, f"job {key} [{index}/{total}]: `{line}` failed ({status}): {output[-400:]}")
                    break
            results.append(ok)
            artifacts = job.get("artifacts") or {}
            if ok or artifacts.get("when") == "always":
                for path in artifacts.get("paths", []):
                    copy_into(os.path.join(folder, path), os.path.join(store, key, str(index), path))
        status_of[key] = all(results)
    reports = glob.glob(os.path.join(store, "*", "*", "**", "report.html"), recursive=True)
    if not reports or not any(has_report(os.path.dirname(r)) for r in reports):
        fail(problems, name, "no merged report (report.html in a job's artifacts) after a failing shard")


# ---- Kubernetes ----------------------------------------------------------------------------------


def kubernetes(blocks, machine, problems):
    name = "Kubernetes recipe"
    docs = [d for block in blocks for d in block if isinstance(d, dict)]
    claims = {d["metadata"]["name"]: d for d in docs if d.get("kind") == "PersistentVolumeClaim"}
    jobs = [d for d in docs if d.get("kind") == "Job"]
    shard_jobs = [j for j in jobs if j["spec"].get("completionMode") == "Indexed"]
    merge_jobs = [j for j in jobs if j not in shard_jobs]
    if not shard_jobs or not merge_jobs:
        fail(problems, name, "no Indexed Job for the shards and Job for the merge")
        return
    volume = os.path.join(machine.root, "volume")
    os.makedirs(volume)
    for job in jobs:
        spec = job["spec"]
        job_name = job["metadata"]["name"]
        if spec.get("backoffLimit") != 0:
            fail(problems, name, f"Job {job_name} retries failed pods (backoffLimit {spec.get('backoffLimit', 6)}, not 0)")
        for v in spec["template"]["spec"].get("volumes", []):
            claim = (v.get("persistentVolumeClaim") or {}).get("claimName")
            if claim not in claims:
                fail(problems, name, f"Job {job_name} mounts claim {claim}, which the recipe does not declare")
            elif "ReadWriteMany" not in claims[claim]["spec"].get("accessModes", []):
                fail(problems, name, f"claim {claim} is not ReadWriteMany: the shards' pods on other nodes cannot mount it")

    def pod(job, env, planted):
        container = job["spec"]["template"]["spec"]["containers"][0]
        mounts = {m["mountPath"]: volume for m in container.get("volumeMounts", [])}
        line = " ".join(container.get("args", []))
        if container.get("command", [])[:2] != ["/bin/sh", "-c"]:
            fail(problems, name, "a container's command is not /bin/sh -c ARGS")
        for path, local in mounts.items():
            line = line.replace(path, local)
        full = {e["name"]: e["value"] for e in container.get("env", [])}
        full.update(env)
        return machine.run(line, machine.workspace(), full, planted)

    for job in shard_jobs:
        completions = int(job["spec"]["completions"])
        failed = []
        for index in range(completions):
            status, output = pod(job, {"JOB_COMPLETION_INDEX": str(index)}, index + 1 == PLANTED_SHARD)
            if status != 0:
                failed.append(index)
                fail(problems, name, f"shard pod {index} failed ({status}); the Job fails and is not complete: {output[-400:]}")
        if failed:
            return
    for job in merge_jobs:
        status, output = pod(job, {}, False)
        if status not in (0, 1):
            fail(problems, name, f"the merge pod failed ({status}): {output[-400:]}")
        elif status != 1:
            fail(problems, name, "the merge did not report the planted shard's finding (exit status 0)")
    if not has_report(os.path.join(volume, "report")):
        fail(problems, name, "no merged report (/results/report/report.html) after a failing shard")


# ---- main ----------------------------------------------------------------------------------------


def yaml_blocks(path):
    text = open(path, encoding="utf-8").read()
    return [list(yaml.safe_load_all(b)) for b in re.findall(r"^```yaml\n(.*?)^```", text, re.S | re.M)]


def main():
    if len(sys.argv) > 1 and sys.argv[1] == "--as-harness":
        as_harness(sys.argv[2:])
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    harness = os.path.abspath(sys.argv[1])
    page = sys.argv[2] if len(sys.argv) > 2 else os.path.join(os.path.dirname(HERE), "..", "docs", "ci.md")
    blocks = yaml_blocks(page)
    problems = []
    kinds = {"github": [], "gitlab": [], "kubernetes": []}
    for block in blocks:
        first = block[0] if block else None
        if isinstance(first, dict) and "jobs" in first:
            kinds["github"].append(first)
        elif isinstance(first, dict) and any(isinstance(d, dict) and "kind" in d for d in block):
            kinds["kubernetes"].append(block)
        elif isinstance(first, dict) and ("stages" in first or any(isinstance(v, dict) and "script" in v
                                                                     for v in first.values())):
            kinds["gitlab"].append(first)
        else:
            problems.append(f"{page}: a yaml block that is no recipe this check knows")
    for kind, found in kinds.items():
        if not found:
            problems.append(f"{page}: no {kind} recipe")
    with tempfile.TemporaryDirectory(prefix="flywheel-ci-") as root:
        for doc in kinds["github"]:
            before = len(problems)
            github(doc, Machine(os.path.join(root, "github"), harness), problems)
            print(f"check-ci-recipes: GitHub recipe: {'ok' if len(problems) == before else 'BROKEN'}")
        for doc in kinds["gitlab"]:
            before = len(problems)
            gitlab(doc, Machine(os.path.join(root, "gitlab"), harness), problems)
            print(f"check-ci-recipes: GitLab recipe: {'ok' if len(problems) == before else 'BROKEN'}")
        if kinds["kubernetes"]:
            before = len(problems)
            kubernetes(kinds["kubernetes"], Machine(os.path.join(root, "kubernetes"), harness), problems)
            print(f"check-ci-recipes: Kubernetes recipe: {'ok' if len(problems) == before else 'BROKEN'}")
    for p in problems:
        print(f"  {p}")
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
