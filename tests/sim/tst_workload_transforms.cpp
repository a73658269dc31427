// What-if transforms: load scaling, limit caps, partition sizes, and their effect on a schedule.
#include "plain_check.h"
#include "sim/simulator.h"
#include "sim/workload_transforms.h"
#include "sim_test_jobs.h"

using namespace mirage::sim;
using sim_test::job;

TEST_CASE(scale_load_packs_arrivals)
{
  std::vector<SimJob> jobs{job(1, 1000, 1, 10, 10), job(2, 1100, 1, 10, 10), job(3, 1400, 1, 10, 10)};
  scaleLoad(jobs, 2);
  CHECK(jobs[0].submit == 1000 && jobs[1].submit == 1050 && jobs[2].submit == 1200);
  scaleLoad(jobs, 0.5);
  CHECK(jobs[2].submit == 1400);
}

TEST_CASE(cap_limits_caps_runtimes_too)
{
  std::vector<SimJob> jobs{job(1, 0, 1, 7200, 9000), job(2, 0, 1, 100, 200)};
  capLimits(jobs, 3600);
  CHECK(jobs[0].limit == 3600 && jobs[0].runtime == 3600);
  CHECK(jobs[1].limit == 200 && jobs[1].runtime == 100);
}

TEST_CASE(resize_partition_adds_and_removes_nodes)
{
  std::vector<SimNode> nodes{{"a1", 4}, {"a2", 4}, {"c1", 0}};
  std::vector<SimPartition> parts{{"gpu", {0, 1}}, {"cpu", {2}}};
  std::string error;
  CHECK(resizePartition(nodes, parts, 0, 4, &error));
  CHECK(nodes.size() == 5 && parts[0].nodes.size() == 4);
  CHECK(nodes[4].name == "gpu-extra2" && nodes[4].gpus == 4);
  CHECK(parts[1].nodes.size() == 1);
  CHECK(resizePartition(nodes, parts, 0, 1, &error));
  CHECK(parts[0].nodes.size() == 1);
  CHECK(!resizePartition(nodes, parts, 1, 0, &error));
  CHECK(error.find("cpu") != std::string::npos);
  // More nodes shorten the queue: 8 two-node jobs of 100 s on 2 nodes, then on 4.
  const auto lastEnd = [](std::vector<SimNode> n, std::vector<SimPartition> p) {
    Simulator sim(n, p);
    for (int i = 0; i < 8; ++i)
      sim.submit(job(i, 0, 2, 100, 100));
    sim.runToEnd();
    SimTime last = 0;
    for (const SimJob &j : sim.jobs())
      last = std::max(last, j.end);
    return last;
  };
  std::vector<SimNode> n2{{"a1", 4}, {"a2", 4}};
  std::vector<SimPartition> p2{{"gpu", {0, 1}}};
  CHECK(lastEnd(n2, p2) == 800);
  CHECK(resizePartition(n2, p2, 0, 4, &error));
  CHECK(lastEnd(n2, p2) == 400);
}

PLAIN_TEST_MAIN()
