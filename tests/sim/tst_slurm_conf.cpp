#include "plain_check.h"
#include "sim/slurm_conf.h"

#include <fstream>
#include <sstream>

using namespace mirage::sim;

TEST_CASE(reads_the_test_clusters_shape)
{
  const std::string conf = "ClusterName=lab # comment\n"
                           "SchedulerType=sched/backfill\n"
                           "NodeName=node[1-2] CPUs=8 Gres=gpu:a100:4 State=UNKNOWN\n"
                           "NodeName=node[3-4] CPUs=8 Gres=gpu:h100:4\n"
                           "NodeName=cpu01 CPUs=64\n"
                           "PartitionName=gpu Nodes=node[1-4] Default=YES MaxTime=INFINITE State=UP\n"
                           "PartitionName=debug Nodes=node[1-2],cpu01 MaxTime=30\n"
                           "PartitionName=long Nodes=ALL MaxTime=2-00:00:00\n";
  SlurmConfig c;
  std::string error;
  CHECK(parseSlurmConf(conf, c, &error));
  CHECK(c.nodes.size() == 5);
  CHECK(c.nodes[0].name == "node1" && c.nodes[0].gpus == 4);
  CHECK(c.nodes[4].name == "cpu01" && c.nodes[4].gpus == 0);
  CHECK(c.partitions.size() == 3);
  CHECK(c.partitions[1].nodes.size() == 3);
  CHECK(c.partitions[2].nodes.size() == 5);
  CHECK(c.defaultPartition == 0);
  CHECK(c.partitionMaxTime[0] == 0);
  CHECK(c.partitionMaxTime[1] == 1800);
  CHECK(c.partitionMaxTime[2] == 172800);
  CHECK(c.policy == SchedulingPolicy::Slurm);
  // Slurm's defaults where the file says nothing.
  CHECK(c.backfill.interval == 30 && c.backfill.resolution == 60 && c.backfill.window == 86400);
  CHECK(c.backfill.maxJobTest == 500);
  CHECK(c.priority.type == PriorityType::Fcfs);
}

TEST_CASE(reads_backfill_and_priority_keys)
{
  const std::string conf = "SchedulerType=sched/backfill\n"
                           "SchedulerParameters=sched_interval=2,bf_interval=1,bf_resolution=10,"
                           "bf_window=2880,bf_max_job_test=100,default_queue_depth=50\n"
                           "PriorityType=priority/multifactor\n"
                           "PriorityWeightAge=1000 PriorityWeightJobSize=200\n"
                           "PriorityWeightFairshare=5000\n"
                           "PriorityWeightPartition=300 PriorityWeightQOS=50\n"
                           "PriorityMaxAge=14-0\n"
                           "PriorityDecayHalfLife=1-12:00:00\n"
                           "PriorityCalcPeriod=2\n"
                           "PriorityFavorSmall=YES\n"
                           "NodeName=n[1-4] Gres=gpu:4\n"
                           "PartitionName=gpu Nodes=n[1-4] Default=YES PriorityJobFactor=10\n"
                           "PartitionName=low Nodes=n[1-2] PriorityJobFactor=1\n";
  SlurmConfig c;
  std::string error;
  CHECK(parseSlurmConf(conf, c, &error));
  CHECK(c.policy == SchedulingPolicy::Slurm);
  CHECK(c.backfill.interval == 1 && c.backfill.resolution == 10);
  CHECK(c.backfill.window == 2880 * 60 && c.backfill.maxJobTest == 100);
  CHECK(c.priority.type == PriorityType::Multifactor);
  CHECK(c.priority.weightAge == 1000 && c.priority.weightJobSize == 200 && c.priority.weightFairShare == 5000);
  CHECK(c.priority.weightPartition == 300 && c.priority.weightQos == 50);
  CHECK(c.priority.maxAge == 14 * 86400);
  CHECK(c.priority.decayHalfLife == 36 * 3600);
  CHECK(c.priority.calcPeriod == 120);
  CHECK(c.priority.favorSmall);
  CHECK(c.partitions[0].priorityJobFactor == 10 && c.partitions[1].priorityJobFactor == 1);
  const SimConfig sc = c.simConfig();
  CHECK(sc.policy == SchedulingPolicy::Slurm && sc.backfill.interval == 1 && sc.priority.weightAge == 1000);
  SlurmConfig builtin;
  CHECK(parseSlurmConf("SchedulerType=sched/builtin\nNodeName=n1\nPartitionName=p Nodes=n1\n", builtin, &error));
  CHECK(builtin.policy == SchedulingPolicy::Fcfs);
  // Bad values name the line and the key.
  CHECK(!parseSlurmConf("NodeName=n1\nSchedulerParameters=bf_interval=soon\n", c, &error));
  CHECK(error.find("line 2") != std::string::npos && error.find("bf_interval=soon") != std::string::npos);
  CHECK(!parseSlurmConf("PriorityWeightAge=lots\nNodeName=n1\n", c, &error));
  CHECK(error.find("line 1") != std::string::npos && error.find("priorityweightage") != std::string::npos);
  CHECK(!parseSlurmConf("PriorityType=priority/fancy\n", c, &error));
  CHECK(error.find("PriorityType") != std::string::npos);
}

TEST_CASE(errors_name_the_line)
{
  SlurmConfig c;
  std::string error;
  CHECK(!parseSlurmConf("NodeName=n[1-2]\nPartitionName=p Nodes=n[1-3]\n", c, &error));
  CHECK(error.find("line 2") != std::string::npos && error.find("n3") != std::string::npos);
  CHECK(!parseSlurmConf("NodeName=n[3-1]\n", c, &error));
  CHECK(error.find("line 1") != std::string::npos);
  CHECK(!parseSlurmConf("# nothing\n", c, &error));
}

TEST_CASE(hostlist_padding)
{
  std::vector<std::string> names;
  CHECK(expandNodeNames("gpu[001-003,010],login", names));
  CHECK(names.size() == 5 && names[0] == "gpu001" && names[3] == "gpu010" && names[4] == "login");
}

// Found by fuzzing: a node range of 5e46 names ran out of memory, a 19-digit MaxTime overflowed.
TEST_CASE(huge_values_are_refused_or_clamped)
{
  std::vector<std::string> names;
  CHECK(!expandNodeNames("node[0-5555555555555555555554]", names));
  CHECK(!expandNodeNames("a[1-150000],b[1-150000]", names));
  CHECK(!expandNodeNames("n[9223372036854775807]", names));
  CHECK(!expandNodeNames("n[9223372036854775806-9223372036854775807]", names));
  CHECK(!expandNodeNames("n[x-3]", names));
  CHECK(!expandNodeNames("n[-3]", names));
  names.clear();
  CHECK(expandNodeNames("n[1-100000]", names) && names.size() == 100000);
  SlurmConfig c;
  std::string error;
  CHECK(parseSlurmConf("NodeName=n[1-2]\nPartitionName=p Nodes=n[1-2] MaxTime=99999999999999999999-00:00:00\n", c,
                       &error));
  CHECK(c.partitionMaxTime[0] > 0);
  // Beyond Slurm's ranges (or not a number): refused, not converted (bf_interval=1e300 was UB).
  for (const char *bad : {"bf_interval=1e300", "bf_window=nan", "bf_resolution=3601", "bf_max_job_test=1e7"}) {
    const std::string conf =
        std::string("SchedulerParameters=") + bad + "\nNodeName=n[1-2]\nPartitionName=p Nodes=n[1-2]\n";
    CHECK(!parseSlurmConf(conf, c, &error));
    CHECK(error.find(bad) != std::string::npos);
  }
  CHECK(parseSlurmConf(
      "SchedulerParameters=bf_interval=30,bf_window=2880\nNodeName=n[1-2]\nPartitionName=p Nodes=n[1-2]\n", c, &error));
}

PLAIN_TEST_MAIN()
