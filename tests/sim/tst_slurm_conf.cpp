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
  CHECK(c.policy == SchedulingPolicy::Easy);
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

PLAIN_TEST_MAIN()
